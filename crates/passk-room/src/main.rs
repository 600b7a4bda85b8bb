//! `passk-room --bind ADDR --site DIR`: the workshop room relay, and the built site
//! beside it. It prints the address it listens on (port 0 picks a free one) and runs
//! until it is stopped.

use std::io::Write;
use std::path::PathBuf;

use passk_room::{serve, Config, WS_PATH};

const USAGE: &str = "usage: passk-room [--bind ADDR] [--site DIR]

  --bind ADDR  where to listen (default 127.0.0.1:8080; port 0 picks a free one)
  --site DIR   serve the built site (dist/) beside the WebSocket at /room/ws
  --join-burst N, --joins-per-second R
               joins one address may make at once (200), and then a second (5):
               raise them when a large room shares one address (a NAT)

Rooms live in memory: 500 participants a room, 1,000 rooms, 4 hours a room
(30 minutes without its presenter). For a workshop on a network, run it behind a
TLS proxy (see README.md) and share the https:// link the room shows.";

/// Says what was wrong with the command line, and stops.
fn refuse(what: &str) -> ! {
    eprintln!("passk-room: {what}\n\n{USAGE}");
    std::process::exit(2);
}

fn main() {
    let mut bind = "127.0.0.1:8080".to_string();
    let mut config = Config::default();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--bind", Some(value)) => bind = value,
            ("--site", Some(value)) => config.site = Some(PathBuf::from(value)),
            ("--join-burst", Some(value)) => match value.parse::<f64>() {
                Ok(burst) if burst >= 1.0 => config.limits.join_burst = burst,
                _ => refuse(&format!(
                    "--join-burst takes a number of joins, 1 or more, not {value}"
                )),
            },
            ("--joins-per-second", Some(value)) => match value.parse::<f64>() {
                Ok(rate) if rate > 0.0 => config.limits.joins_per_second = rate,
                _ => refuse(&format!(
                    "--joins-per-second takes a rate above 0, not {value}"
                )),
            },
            ("--help" | "-h", _) => {
                println!("{USAGE}");
                return;
            }
            (other, _) => refuse(&format!(
                "{other} is not an option this takes (or it lacks its value)"
            )),
        }
    }
    if let Some(site) = &config.site {
        if !site.join("index.html").is_file() {
            eprintln!(
                "passk-room: {} has no index.html: build the site first (make dist)",
                site.display()
            );
            std::process::exit(2);
        }
    }
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("passk-room: cannot start: {error}");
            std::process::exit(1);
        }
    };
    let listen_on = bind.clone();
    let result: std::io::Result<()> = runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(&listen_on).await?;
        let address = listener.local_addr()?;
        println!("passk-room: listening on http://{address} (rooms at ws://{address}{WS_PATH})");
        std::io::stdout().flush()?;
        tokio::select! {
            served = serve(listener, config) => served,
            _ = tokio::signal::ctrl_c() => Ok(()),
        }
    });
    if let Err(error) = result {
        eprintln!("passk-room: {bind}: {error}");
        std::process::exit(1);
    }
}
