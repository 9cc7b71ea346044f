<?php
/**
 * The journey's only template: the queried posts' content between WordPress's head and footer.
 *
 * @package ShopElements\Tests
 */

?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<main>
<?php
while ( have_posts() ) {
	the_post();
	echo '<article><h1>' . esc_html( get_the_title() ) . '</h1>';
	the_content();
	echo '</article>';
}
?>
</main>
<?php wp_footer(); ?>
</body>
</html>
