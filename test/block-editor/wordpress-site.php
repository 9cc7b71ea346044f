<?php
/**
 * Serves a WordPress folder prepared by wordpress-site.mjs (a copy of Debian's WordPress with this plugin and the
 * journey's theme) for the block editor journey: starts a MariaDB server of its own (the PHPUnit tests' class),
 * installs WordPress with the administrator admin/admin, the plugin active and no WooCommerce, and runs PHP's
 * built-in server. Prints "ready" once the server listens, and when its standard input closes stops everything,
after passing on what PHP logged while serving (WordPress's errors and warnings) to standard error.
 *
 * Usage: php wordpress-site.php SITE_FOLDER PORT
 *
 * @package ShopElements\Tests
 */

require dirname( __DIR__, 2 ) . '/wordpress/tests/support/class-test-database.php';

[ , $site, $port ] = $argv;
$url               = "http://127.0.0.1:{$port}";
$database          = new ShopElements\Tests\Test_Database();
$database->start();

$constants = array(
	'DB_NAME'                    => 'wordpress_tests',
	'DB_USER'                    => 'root',
	'DB_PASSWORD'                => '',
	'DB_HOST'                    => 'localhost:' . $database->socket(),
	'DB_CHARSET'                 => 'utf8mb4',
	'DB_COLLATE'                 => '',
	'WP_HOME'                    => $url,
	'WP_SITEURL'                 => $url,
	// Offline and quiet: no update checks, no cron requests to itself.
	'WP_HTTP_BLOCK_EXTERNAL'     => true,
	'AUTOMATIC_UPDATER_DISABLED' => true,
	'DISABLE_WP_CRON'            => true,
);
$config = "<?php\n\$table_prefix = 'wp_';\n";
foreach ( $constants as $name => $value ) {
	$config .= "define( '{$name}', " . var_export( $value, true ) . " );\n";
}
file_put_contents( "{$site}/wp-config.php", $config . "defined( 'ABSPATH' ) || define( 'ABSPATH', __DIR__ . '/' );\nrequire_once ABSPATH . 'wp-settings.php';\n" );

$install = proc_open( array( PHP_BINARY, __DIR__ . '/wordpress-install.php', $site, $url ), array( array( 'file', '/dev/null', 'r' ), STDERR, STDERR ), $pipes );
if ( 0 !== proc_close( $install ) ) {
	fwrite( STDERR, "Installing WordPress failed.\n" );
	exit( 1 );
}

// Two workers, which the server forks: the editor asks for its scripts and the REST API at once. In a process
// group of its own (setsid), so that stopping the group stops them too.
$server = proc_open(
	array( 'setsid', PHP_BINARY, '-d', 'display_errors=0', '-d', 'log_errors=1', '-d', "error_log={$site}/php-errors.log", '-S', "127.0.0.1:{$port}", '-t', $site ),
	array( array( 'file', '/dev/null', 'r' ), array( 'file', "{$site}/server.log", 'a' ), array( 'file', "{$site}/server.log", 'a' ) ),
	$pipes,
	$site,
	array( 'PHP_CLI_SERVER_WORKERS' => '2' ) + getenv()
);
/** Stops PHP's server and its workers. */
$stop_server = function () use ( $server, $site ) {
	posix_kill( -proc_get_status( $server )['pid'], SIGTERM );
	proc_close( $server );
	if ( is_readable( "{$site}/php-errors.log" ) ) {
		fwrite( STDERR, "PHP's log while serving WordPress:\n" . file_get_contents( "{$site}/php-errors.log" ) );
	}
};
$deadline = microtime( true ) + 30;
while ( ! ( $probe = @fsockopen( '127.0.0.1', (int) $port ) ) ) {
	if ( microtime( true ) > $deadline || ! proc_get_status( $server )['running'] ) {
		fwrite( STDERR, "PHP's server did not start; its log:\n" . file_get_contents( "{$site}/server.log" ) );
		$stop_server();
		exit( 1 );
	}
	usleep( 50000 );
}
fclose( $probe );
echo "ready\n";

// Node's pipe is a socket, whose reads give up after default_socket_timeout: read until it is closed.
while ( ! feof( STDIN ) ) {
	fread( STDIN, 1024 );
}
$stop_server();
