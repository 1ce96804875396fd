//! Watches the content folders and asks the session to reload when a file changes.
//! Editors save in bursts (a temporary file, a rename, a second write), so changes
//! arriving close together make one reload.

use super::{Command, Request};
use notify::{RecursiveMode, Watcher};
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

/// The folders whose files are content: rulesets, sets, scripts and mods. Scenarios
/// are not (saving a session writes one).
const CONTENT: &[&str] = &["data/rulesets", "data/sets", "scripts", "mods"];

/// How long the burst of one save may last.
const SETTLE: Duration = Duration::from_millis(150);

/// Starts watching; the watcher stops when the returned value is dropped.
pub fn watch(
    root: &Path,
    commands: mpsc::Sender<Request>,
) -> Result<notify::RecommendedWatcher, String> {
    let (tx, rx) = mpsc::channel::<()>();
    let mut watcher = notify::recommended_watcher(move |ev: notify::Result<notify::Event>| {
        if ev.is_ok_and(|e| e.kind.is_create() || e.kind.is_modify() || e.kind.is_remove()) {
            let _ = tx.send(());
        }
    })
    .map_err(|e| e.to_string())?;
    for dir in CONTENT {
        let path = root.join(dir);
        if path.is_dir() {
            watcher
                .watch(&path, RecursiveMode::Recursive)
                .map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    std::thread::spawn(move || {
        while rx.recv().is_ok() {
            while rx.recv_timeout(SETTLE).is_ok() {}
            if commands.send((Command::Reload, None)).is_err() {
                return;
            }
        }
    });
    Ok(watcher)
}
