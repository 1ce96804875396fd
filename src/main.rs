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
        /// Play the bundled demo of this ruleset (grand_archive, keyforge).
        #[arg(long)]
        ruleset: Option<String>,
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
    /// Play seeded games between random legal-move agents on every core.
    Sim {
        /// How many games.
        #[arg(long, default_value_t = 100)]
        games: u64,
        #[arg(long, default_value = "grand_archive")]
        ruleset: String,
        /// The first seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Agent actions per game at most.
        #[arg(long, default_value_t = 400)]
        steps: usize,
        /// Run shard K of N (e.g. 2/8): shards play disjoint seeds.
        #[arg(long, default_value = "1/1")]
        shard: String,
        /// Where failing games are saved as replays.
        #[arg(long, default_value = "sim-failures")]
        out: PathBuf,
    },
    /// Play a saved replay again and say whether its failure reproduces.
    Replay { file: PathBuf },
    /// Play a game in the terminal from a scenario's starting position (default: the
    /// demo's); edits to cards are picked up between actions.
    Play {
        scenario: Option<PathBuf>,
        /// Seat 2 is a random legal-move agent.
        #[arg(long)]
        vs_agent: bool,
    },
    /// Open the studio: a local web page that shows the game, plays it by clicking, and
    /// reloads cards as they are saved (default: the demo's starting position).
    #[cfg(feature = "studio")]
    Studio {
        scenario: Option<PathBuf>,
        /// The port on 127.0.0.1 (0: any free port).
        #[arg(long, default_value_t = 7878)]
        port: u16,
    },
    /// Print the card-script API reference (markdown; docs/api.md is its output).
    Api,
    /// Print the card catalogue: every bundled card with the mechanics it uses, and per
    /// mechanic the cards and scenarios covering it (markdown; docs/cards.md is its
    /// output).
    Cards,
    /// Scaffold content: `cardsmith new card <set> <name>`.
    New {
        #[command(subcommand)]
        what: New,
    },
    /// Play a scenario up to a step and explain the game there: the stack, each entry's
    /// cost calculation, modes, targets and X, and the pending decision.
    Explain {
        scenario: PathBuf,
        /// Stop after this many steps (default: all).
        #[arg(long)]
        step: Option<usize>,
    },
}

#[derive(Subcommand)]
enum New {
    /// A card: a data entry in data/sets/<set>.ron and a commented script.
    Card {
        set: String,
        name: String,
        /// The ruleset of a new set.
        #[arg(long, default_value = "grand_archive")]
        ruleset: String,
    },
}

fn main() -> Result<()> {
    let args = Args::parse();
    let root = args.root.unwrap_or_else(load::default_root);
    let mut out = std::io::stdout().lock();
    let code = match args.command {
        Command::Demo { scenario, ruleset } => {
            cli::demo(&root, scenario.as_deref(), ruleset.as_deref(), &mut out)?
        }
        Command::Test { paths, verbose } => cli::test(&root, &paths, verbose, &mut out)?,
        Command::Validate => {
            let pretty = std::io::IsTerminal::is_terminal(&std::io::stdout());
            cli::validate_styled(&root, &mut out, pretty)?
        }
        Command::Sim {
            games,
            ruleset,
            seed,
            steps,
            shard,
            out: dir,
        } => {
            let (k, n) = shard
                .split_once('/')
                .and_then(|(k, n)| Some((k.parse::<u64>().ok()?, n.parse::<u64>().ok()?)))
                .filter(|(k, n)| *k >= 1 && k <= n)
                .ok_or_else(|| {
                    anyhow::anyhow!("--shard must look like K/N with 1 <= K <= N, not '{shard}'")
                })?;
            let opts = cardsmith::sim::SimOptions {
                games,
                seed,
                steps,
                shard: (k, n),
                out_dir: dir,
                progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
            };
            cli::sim(&root, &ruleset, &opts, &mut out)?
        }
        Command::Replay { file } => cli::replay(&root, &file, &mut out)?,
        Command::New {
            what: New::Card { set, name, ruleset },
        } => cli::new_card(&root, &set, &name, &ruleset, &mut out)?,
        Command::Api => cli::api(&mut out)?,
        Command::Cards => cli::cards(&root, &mut out)?,
        Command::Explain { scenario, step } => cli::explain(&root, &scenario, step, &mut out)?,
        #[cfg(feature = "studio")]
        Command::Studio { scenario, port } => {
            let file = scenario.unwrap_or_else(|| root.join(cli::DEMO_SCENARIO));
            match cardsmith::studio::run(&root, &file, port, &mut out) {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: {e}");
                    2
                }
            }
        }
        Command::Play { scenario, vs_agent } => {
            let file = scenario.unwrap_or_else(|| root.join(cli::DEMO_SCENARIO));
            let stdin = std::io::stdin();
            cardsmith::play::play(&root, &file, vs_agent, &mut stdin.lock(), &mut out)?
        }
    };
    std::process::exit(code);
}
