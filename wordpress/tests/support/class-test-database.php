<?php
/**
 * A MariaDB server of the tests' own: a fresh data folder in the temporary directory and a socket, no network,
 * removed when the run ends. Any user can run it, and it never touches a database of the machine's.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** Starts and stops the private server. */
final class Test_Database {

	/** Seconds to wait for the server to accept connections. */
	const START_TIMEOUT = 30;

	/** @var string Folder of the data, socket, pid and log. */
	private $folder;

	/** @var resource|null The server's process. */
	private $process;

	/**
	 * Creates the data folder and starts the server, which never waits for the disk: the data lives as long as
	 * the run.
	 *
	 * @throws \RuntimeException When a MariaDB program is missing or the server does not start.
	 */
	public function start() {
		$this->folder = sys_get_temp_dir() . '/shop-elements-wp-tests-' . getmypid();
		$user         = posix_getpwuid( posix_geteuid() )['name'];
		$install      = sprintf(
			'mariadb-install-db --no-defaults --datadir=%s --user=%s --auth-root-authentication-method=normal --skip-test-db 2>&1',
			escapeshellarg( $this->folder . '/data' ),
			escapeshellarg( $user )
		);
		exec( $install, $output, $status );
		if ( 0 !== $status ) {
			throw new \RuntimeException( "mariadb-install-db failed:\n" . implode( "\n", $output ) );
		}
		$server        = array( self::server_program(), '--no-defaults', '--datadir=' . $this->folder . '/data', '--socket=' . $this->socket(), '--skip-networking', '--user=' . $user, '--innodb-flush-method=nosync', '--innodb-flush-log-at-trx-commit=0', '--innodb-doublewrite=0', '--log-error=' . $this->folder . '/server.log' );
		$this->process = proc_open( $server, array( array( 'file', '/dev/null', 'r' ), array( 'file', '/dev/null', 'w' ), array( 'file', '/dev/null', 'w' ) ), $pipes );
		$deadline      = microtime( true ) + self::START_TIMEOUT;
		while ( ! $this->accepts_connections() ) {
			if ( microtime( true ) > $deadline || ! proc_get_status( $this->process )['running'] ) {
				$this->stop();
				throw new \RuntimeException( 'MariaDB did not start; its log: ' . $this->folder . '/server.log' );
			}
			usleep( 50000 );
		}
		register_shutdown_function( array( $this, 'stop' ) );
	}

	/** The server program: in the PATH, else where Debian puts it (/usr/sbin is not in every user's PATH). */
	private static function server_program() {
		$found = trim( (string) shell_exec( 'command -v mariadbd' ) );
		return '' !== $found ? $found : '/usr/sbin/mariadbd';
	}

	/** The socket path, for DB_HOST (`localhost:/path`). */
	public function socket() {
		return $this->folder . '/mysqld.sock';
	}

	/** Stops the server and removes its folder. */
	public function stop() {
		if ( $this->process ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
			$this->process = null;
		}
		if ( $this->folder && is_dir( $this->folder ) ) {
			exec( 'rm -rf ' . escapeshellarg( $this->folder ) );
		}
	}

	/** Whether the server answers on its socket (and the test database exists then). */
	private function accepts_connections() {
		if ( ! file_exists( $this->socket() ) ) {
			return false;
		}
		mysqli_report( MYSQLI_REPORT_OFF );
		$link = @mysqli_connect( 'localhost', 'root', '', '', 0, $this->socket() ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- refused while starting.
		if ( ! $link ) {
			return false;
		}
		mysqli_query( $link, 'CREATE DATABASE IF NOT EXISTS wordpress_tests' );
		mysqli_close( $link );
		return true;
	}
}
