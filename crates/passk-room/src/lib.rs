//! The workshop room relay. Rooms live in memory; a page speaks JSON frames over a
//! WebSocket at `/room/ws` and the relay routes what [`passk_room_core::Room`] says to
//! send. With `--site`, the same server serves the built site, so a page reaches the relay
//! at its own origin (`connect-src 'self'`).
//!
//! - [`relay`]: the rooms, who is connected to which, and each frame's handling.
//! - [`connection`]: one WebSocket: its rate, its outbox, its end.

pub mod connection;
pub mod relay;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::routing::get;
use axum::serve::ListenerExt;
use axum::Router;
use passk_room_core::Limits;
use tokio::net::TcpListener;

pub use relay::Relay;

/// Where the WebSocket is served.
pub const WS_PATH: &str = "/room/ws";

/// How the relay runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// What it allows.
    pub limits: Limits,
    /// The built site (`dist/`) to serve beside the WebSocket, if any.
    pub site: Option<PathBuf>,
    /// How often expired rooms are swept away.
    pub sweep_every: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            limits: Limits::default(),
            site: None,
            sweep_every: Duration::from_secs(10),
        }
    }
}

/// The routes: the WebSocket, and the site if one is given.
pub fn router(relay: Arc<Relay>, site: Option<PathBuf>) -> Router {
    let routes = Router::new()
        .route(WS_PATH, get(connection::upgrade))
        .with_state(relay);
    match site {
        Some(site) => routes.fallback_service(tower_http::services::ServeDir::new(site)),
        None => routes,
    }
}

/// Serves on `listener` until the task is dropped, sweeping expired rooms as it goes.
pub async fn serve(listener: TcpListener, config: Config) -> std::io::Result<()> {
    let relay = Arc::new(Relay::new(config.limits));
    let sweeper = Arc::clone(&relay);
    let every = config.sweep_every;
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(every);
        loop {
            tick.tick().await;
            sweeper.sweep();
        }
    });
    let app = router(relay, config.site).into_make_service_with_connect_info::<SocketAddr>();
    // Frames are small and each one is awaited by someone: no Nagle delay.
    let listener = listener.tap_io(|tcp| {
        // A socket that refuses the option still works, only later.
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(listener, app).await
}
