//! The `cardsmith` command line: parses arguments and calls the library.

use anyhow::Result;
use cardsmith::{cli, load};
use clap::{Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "cardsmith",
    version,
    about = "A data-driven card-game rules engine"
)]
struct Args {
    /// The content root (holding data/ and scripts/); found automatically if omitted.
    #[arg(long, global = true)]
    root: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play the bundled demo scenario (or another) and narrate every step.
    Demo {
        /// A scenario file to narrate instead of the bundled demo.
        scenario: Option<PathBuf>,
    },
    /// Run scenario files or folders (default: data/scenarios).
    Test {
        paths: Vec<PathBuf>,
        /// Print what happened in every scenario, not only failing ones.
        #[arg(long, short)]
        verbose: bool,
    },
    /// Load every ruleset and set, compile every script, parse every scenario.
    Validate,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let root = args.root.unwrap_or_else(load::default_root);
    let mut out = std::io::stdout().lock();
    let code = match args.command {
        Command::Demo { scenario } => cli::demo(&root, scenario.as_deref(), &mut out)?,
        Command::Test { paths, verbose } => cli::test(&root, &paths, verbose, &mut out)?,
        Command::Validate => cli::validate(&root, &mut out)?,
    };
    std::process::exit(code);
}
