//! `cardsmith studio`: a designer's workbench in the browser. A local web server
//! (127.0.0.1 only) serves one page, embedded in the binary, and a small JSON API over
//! one [`Session`]; a file watcher reloads the content when a card's data or script is
//! saved, and server-sent events tell the page to redraw.
//!
//! The session lives on its own thread (the script VM is not `Send`); the web handlers
//! and the watcher send it [`Command`]s and wait for the picture it answers with. It
//! drives the game only through the public [`Engine`](crate::engine::Engine) API.

mod picture;
mod problems;
mod save;
mod session;
mod watch;

pub use picture::{picture, Picture};
pub use problems::Problem;
pub use save::{save, scenario_text, steps, SAVE_DIR};
pub use session::{Move, Played, Session, StudioError};

use crate::core::decision::Answer;
use crate::core::game::Action;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use tokio::sync::{broadcast, oneshot};
use tokio_stream::wrappers::BroadcastStream;
use tokio_stream::StreamExt;

const PAGE: &str = include_str!("page/index.html");
const SCRIPT: &str = include_str!("page/studio.js");
const STYLE: &str = include_str!("page/studio.css");

/// What the session thread is asked to do.
pub enum Command {
    State,
    Act(Action),
    Answer(Answer),
    Undo,
    Restart,
    Reload,
    Save(Option<String>),
}

/// A command with the channel its answer goes back on (none for the watcher).
type Request = (Command, Option<oneshot::Sender<Reply>>);

/// The session's answer: the picture after the command, and an error if it was refused.
pub struct Reply {
    pub picture: serde_json::Value,
    pub error: Option<String>,
}

/// Carries out one command on the session.
pub fn handle(session: &mut Session, cmd: Command) -> Option<String> {
    match cmd {
        Command::State => None,
        Command::Act(a) => session.act(a).err(),
        Command::Answer(a) => session.answer(a).err(),
        Command::Undo => (!session.undo()).then(|| "nothing to undo".to_string()),
        Command::Restart => {
            session.restart();
            None
        }
        Command::Reload => {
            session.reload();
            None
        }
        Command::Save(name) => {
            let name = name.unwrap_or_else(|| save::default_name(session.scenario_file()));
            match save::save(session, &name) {
                Ok(file) => {
                    let reports = crate::scenario::run_path(&session.root, &file);
                    let failed: Vec<String> =
                        reports.iter().flat_map(|r| r.failures.clone()).collect();
                    let shown = file.strip_prefix(&session.root).unwrap_or(&file).to_owned();
                    if failed.is_empty() {
                        session.announce(format!(
                            "saved {}; `cardsmith test` passes it",
                            shown.display()
                        ));
                        None
                    } else {
                        let msg = format!(
                            "saved {}, but `cardsmith test` fails it: {}",
                            shown.display(),
                            failed.join("; ")
                        );
                        session.announce(msg.clone());
                        Some(msg)
                    }
                }
                Err(e) => {
                    session.announce(e.to_string());
                    Some(e.to_string())
                }
            }
        }
    }
}

/// Runs the session on this thread until every sender is gone.
fn serve_session(mut session: Session, rx: mpsc::Receiver<Request>, tx: broadcast::Sender<u64>) {
    while let Ok((cmd, reply)) = rx.recv() {
        let before = session.version();
        let error = handle(&mut session, cmd);
        if session.version() != before {
            let _ = tx.send(session.version());
        }
        if let Some(reply) = reply {
            let picture = serde_json::to_value(picture(&mut session)).unwrap_or_default();
            let _ = reply.send(Reply { picture, error });
        }
    }
}

#[derive(Clone)]
struct App {
    commands: mpsc::Sender<Request>,
    changes: broadcast::Sender<u64>,
}

impl App {
    async fn ask(&self, cmd: Command) -> Response {
        let (tx, rx) = oneshot::channel();
        if self.commands.send((cmd, Some(tx))).is_err() {
            return (StatusCode::SERVICE_UNAVAILABLE, "the session has stopped").into_response();
        }
        match rx.await {
            Ok(Reply { picture, error }) => {
                let status = if error.is_some() {
                    StatusCode::UNPROCESSABLE_ENTITY
                } else {
                    StatusCode::OK
                };
                let body = serde_json::json!({ "picture": picture, "error": error });
                (status, Json(body)).into_response()
            }
            Err(_) => (StatusCode::SERVICE_UNAVAILABLE, "the session has stopped").into_response(),
        }
    }
}

#[derive(Deserialize)]
struct SaveBody {
    name: Option<String>,
}

fn router(app: App) -> Router {
    Router::new()
        .route(
            "/",
            get(|| async { ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], PAGE) }),
        )
        .route(
            "/studio.js",
            get(|| async {
                (
                    [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
                    SCRIPT,
                )
            }),
        )
        .route(
            "/studio.css",
            get(|| async { ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], STYLE) }),
        )
        .route(
            "/api/state",
            get(|State(a): State<App>| async move { a.ask(Command::State).await }),
        )
        .route(
            "/api/action",
            post(|State(a): State<App>, Json(x): Json<Action>| async move {
                a.ask(Command::Act(x)).await
            }),
        )
        .route(
            "/api/answer",
            post(|State(a): State<App>, Json(x): Json<Answer>| async move {
                a.ask(Command::Answer(x)).await
            }),
        )
        .route(
            "/api/undo",
            post(|State(a): State<App>| async move { a.ask(Command::Undo).await }),
        )
        .route(
            "/api/restart",
            post(|State(a): State<App>| async move { a.ask(Command::Restart).await }),
        )
        .route(
            "/api/save",
            post(|State(a): State<App>, Json(b): Json<SaveBody>| async move {
                a.ask(Command::Save(b.name)).await
            }),
        )
        .route("/api/events", get(events))
        .layer(axum::middleware::from_fn(local_only))
        .with_state(app)
}

/// Refuses requests not meant for this local server: a `Host` other than 127.0.0.1 or
/// localhost (a DNS-rebinding page), and a POST from a page of another origin.
async fn local_only(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let headers = req.headers();
    let text = |name| {
        headers
            .get(name)
            .and_then(|v: &header::HeaderValue| v.to_str().ok())
    };
    let host = text(header::HOST).unwrap_or("");
    let name = host.rsplit_once(':').map_or(host, |(h, _)| h);
    let local = name == "127.0.0.1" || name == "localhost";
    let same_origin = text(header::ORIGIN).is_none_or(|o| o == format!("http://{host}"));
    if !local || (req.method() != axum::http::Method::GET && !same_origin) {
        return (
            StatusCode::FORBIDDEN,
            "the studio only answers its own page on this machine",
        )
            .into_response();
    }
    next.run(req).await
}

/// Server-sent events: one `change` event (carrying the session's version) each time
/// the game or the content changes.
async fn events(State(app): State<App>) -> impl IntoResponse {
    let stream = BroadcastStream::new(app.changes.subscribe()).map(|v| {
        let v = v.unwrap_or(0);
        Ok::<_, std::convert::Infallible>(SseEvent::default().event("change").data(v.to_string()))
    });
    Sse::new(stream).keep_alive(KeepAlive::default())
}

/// Opens the scenario and serves the studio on 127.0.0.1:`port` (0: any free port)
/// until the process is stopped. Prints the address to `out` once listening.
/// What the studio opens.
#[derive(Clone, Debug)]
pub enum Start {
    /// A scenario's starting position.
    Scenario(PathBuf),
    /// A new game between deck files (one deck plays itself), shuffled with the seed.
    Decks(Vec<PathBuf>, u64),
}

impl Start {
    /// From the command line's files: deck files (`Deck(...)`) start a game between them,
    /// anything else is a scenario.
    pub fn from_files(files: Vec<PathBuf>, seed: u64) -> Result<Start, StudioError> {
        let decks = crate::load::deck::are_decks(&files);
        match files.as_slice() {
            _ if decks && files.len() <= 2 => Ok(Start::Decks(files, seed)),
            [one] => Ok(Start::Scenario(one.clone())),
            _ => Err(StudioError::Io {
                file: files.first().cloned().unwrap_or_default(),
                message: "give one scenario file, or one or two deck files".into(),
            }),
        }
    }

    fn file(&self) -> &Path {
        match self {
            Start::Scenario(f) => f,
            Start::Decks(files, _) => files.first().map_or(Path::new(""), |f| f.as_path()),
        }
    }

    fn open(&self, root: &Path) -> Result<Session, StudioError> {
        match self {
            Start::Scenario(f) => Session::open(root, f),
            Start::Decks(files, seed) => Session::from_decks(root, files, *seed),
        }
    }
}

pub fn run(
    root: &Path,
    start: Start,
    port: u16,
    out: &mut dyn std::io::Write,
) -> Result<(), StudioError> {
    let (cmd_tx, cmd_rx) = mpsc::channel::<Request>();
    let (change_tx, _) = broadcast::channel(64);
    let changes = change_tx.clone();
    // The session is made on its own thread and stays there (the VM is not `Send`).
    let (opened_tx, opened) = mpsc::channel();
    let scenario = start.file().to_path_buf();
    let root_owned = root.to_path_buf();
    std::thread::spawn(move || match start.open(&root_owned) {
        Ok(session) => {
            let _ = opened_tx.send(Ok(()));
            serve_session(session, cmd_rx, change_tx);
        }
        Err(e) => {
            let _ = opened_tx.send(Err(e));
        }
    });
    opened.recv().map_err(|e| StudioError::Io {
        file: scenario.to_path_buf(),
        message: e.to_string(),
    })??;
    let _watcher = watch::watch(root, cmd_tx.clone()).map_err(|message| StudioError::Io {
        file: root.to_path_buf(),
        message,
    })?;
    let addr = format!("127.0.0.1:{port}");
    let bind = |message: String| StudioError::Bind {
        addr: addr.clone(),
        message,
    };
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| bind(e.to_string()))?;
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind(&addr)
            .await
            .map_err(|e| bind(e.to_string()))?;
        let local = listener.local_addr().map_err(|e| bind(e.to_string()))?;
        let _ = writeln!(out, "cardsmith studio: http://{local}/  (Ctrl-C stops it)");
        let _ = writeln!(out, "watching {} for changes", shown_root(root).display());
        let _ = out.flush();
        let app = App {
            commands: cmd_tx,
            changes,
        };
        // Ctrl-C ends the process at once: a page's event stream never ends by itself,
        // so a graceful shutdown would wait on it forever.
        axum::serve(listener, router(app))
            .await
            .map_err(|e| bind(e.to_string()))
    })
}

fn shown_root(root: &Path) -> PathBuf {
    root.canonicalize().unwrap_or_else(|_| root.to_path_buf())
}
