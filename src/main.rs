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
        /// Play the bundled demo of this ruleset (grand_archive, keyforge, 6d6).
        #[arg(long)]
        ruleset: Option<String>,
        /// Also show the scenario's steps as written and the stack after each.
        #[arg(long, short)]
        verbose: bool,
    },
    /// Run scenario files or folders (default: data/scenarios).
    Test {
        paths: Vec<PathBuf>,
        /// Print what happened in every scenario, not only failing ones, with the
        /// scenario's steps and the scripts' `ctx:log` lines.
        #[arg(long, short)]
        verbose: bool,
        /// Print one JSON document (for editors and CI) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Load every ruleset and set, compile every script, check every scenario.
    Validate {
        /// Print one JSON document (for editors and CI) instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Play seeded games between random legal-move agents on every core, from two
    /// decks (default: the ruleset's bundled ones), and report the results.
    #[command(args_conflicts_with_subcommands = true)]
    Sim {
        #[command(subcommand)]
        merge: Option<SimMerge>,
        /// How many games.
        #[arg(long, default_value_t = 100)]
        games: u64,
        /// The ruleset (default: the decks', else grand_archive).
        #[arg(long)]
        ruleset: Option<String>,
        /// A deck file; give two (or one to play itself). Seats alternate by seed.
        #[arg(long = "deck")]
        decks: Vec<PathBuf>,
        /// Random cards instead of decks (the old fuzzing games).
        #[arg(long, conflicts_with = "decks")]
        random_cards: bool,
        /// The agent: random, greedy, mcts or mcts:PLAYOUTS; give two to pair them with
        /// the two decks (seats alternate with them).
        #[arg(long = "agent")]
        agents: Vec<String>,
        /// The first seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Agent actions per game at most.
        #[arg(long, default_value_t = 20000)]
        steps: usize,
        /// Turns per game at most: a game still going is reported as reaching the limit.
        #[arg(long, default_value_t = 200)]
        turns: u32,
        /// Run shard K of N (e.g. 2/8): shards play disjoint seeds.
        #[arg(long, default_value = "1/1")]
        shard: String,
        /// Where failing games are saved as replays.
        #[arg(long, default_value = "sim-failures")]
        out: PathBuf,
        /// Print JSON lines (one per game, then the summary) instead of the text report.
        #[arg(long)]
        json: bool,
        /// Draw the win rates and game lengths into this SVG file.
        #[arg(long)]
        plot: Option<PathBuf>,
    },
    /// Play a saved replay again and say whether its failure reproduces.
    Replay { file: PathBuf },
    /// Play a game in the terminal from a scenario's starting position (default: the
    /// demo's); edits to cards are picked up between actions.
    Play {
        /// A scenario file, or one or two deck files (default: the demo scenario).
        files: Vec<PathBuf>,
        /// The seed that shuffles the decks.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seat 2 is a random legal-move agent.
        #[arg(long)]
        vs_agent: bool,
    },
    /// Open the studio: a local web page that shows the game, plays it by clicking, and
    /// reloads cards as they are saved (default: the demo's starting position).
    #[cfg(feature = "studio")]
    Studio {
        /// A scenario file, or one or two deck files (default: the demo scenario).
        files: Vec<PathBuf>,
        /// The seed that shuffles the decks.
        #[arg(long, default_value_t = 1)]
        seed: u64,
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
enum SimMerge {
    /// Combine shards' JSON lines (`sim --json`) into the report one run would give.
    Merge {
        files: Vec<PathBuf>,
        #[arg(long)]
        json: bool,
        #[arg(long)]
        plot: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
enum New {
    /// A card: a data entry in data/sets/<set>.ron and a commented script.
    Card {
        set: String,
        name: String,
        /// The ruleset of a new set (or new mod).
        #[arg(long, default_value = "grand_archive")]
        ruleset: String,
        /// Scaffold into the mod mods/<id>/ (made if it does not exist) instead of the
        /// base content.
        #[arg(long = "mod", value_name = "ID")]
        mod_id: Option<String>,
    },
}

fn main() {
    let code = match run(Args::parse()) {
        Ok(code) => code,
        // A reader that stopped early (`cardsmith demo | head`) is not an error.
        Err(e)
            if e.downcast_ref::<std::io::Error>()
                .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe) =>
        {
            0
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            2
        }
    };
    std::process::exit(code);
}

/// The content root: `--root`, or the nearest folder holding `data/rulesets` from the
/// current directory up. Says on stderr which one it loads.
fn content_root(given: Option<PathBuf>) -> Result<PathBuf> {
    let root = match given {
        Some(r) if !r.join("data/rulesets").is_dir() => {
            anyhow::bail!("--root {}: no data/rulesets folder there", r.display())
        }
        Some(r) => r,
        None => {
            let cwd = std::env::current_dir()?;
            load::find_root(&cwd).ok_or_else(|| {
                anyhow::anyhow!(
                    "no content root (a folder with data/rulesets) in {} or above it; run cardsmith inside one or give --root",
                    cwd.display()
                )
            })?
        }
    };
    eprintln!("cardsmith: content root {}", root.display());
    Ok(root)
}

fn run(args: Args) -> Result<i32> {
    let mut out = std::io::stdout().lock();
    // The API reference is the same everywhere: it needs no content.
    let root = if matches!(args.command, Command::Api) {
        PathBuf::new()
    } else {
        content_root(args.root)?
    };
    let code = match args.command {
        Command::Demo {
            scenario,
            ruleset,
            verbose,
        } => cli::demo(
            &root,
            scenario.as_deref(),
            ruleset.as_deref(),
            verbose,
            &mut out,
        )?,
        Command::Test {
            paths,
            verbose,
            json,
        } => cli::test_as(&root, &paths, verbose, json, &mut out)?,
        Command::Validate { json } => {
            let format = if json {
                cli::Format::Json
            } else if std::io::IsTerminal::is_terminal(&std::io::stdout()) {
                cli::Format::Pretty
            } else {
                cli::Format::Plain
            };
            cli::validate_as(&root, &mut out, format)?
        }
        Command::Sim {
            merge: Some(SimMerge::Merge { files, json, plot }),
            ..
        } => cli::sim_merge(&files, json, plot.as_deref(), &mut out)?,
        Command::Sim {
            merge: None,
            games,
            ruleset,
            decks,
            random_cards,
            agents,
            seed,
            steps,
            turns,
            shard,
            out: dir,
            json,
            plot,
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
                turns,
                shard: (k, n),
                out_dir: dir,
                progress: std::io::IsTerminal::is_terminal(&std::io::stderr()),
                decks: Vec::new(),
                agents: agents
                    .iter()
                    .map(|a| {
                        cardsmith::agent::Kind::parse(a).ok_or_else(|| {
                            anyhow::anyhow!("--agent is random, greedy, mcts or mcts:N, not '{a}'")
                        })
                    })
                    .collect::<Result<_>>()?,
            };
            let run = cli::SimRun {
                ruleset,
                deck_files: decks,
                random_cards,
                json,
                plot,
            };
            cli::sim(&root, &run, opts, &mut out)?
        }
        Command::Replay { file } => cli::replay(&root, &file, &mut out)?,
        Command::New {
            what:
                New::Card {
                    set,
                    name,
                    ruleset,
                    mod_id,
                },
        } => cli::new_card(&root, &set, &name, &ruleset, mod_id.as_deref(), &mut out)?,
        Command::Api => cli::api(&mut out)?,
        Command::Cards => cli::cards(&root, &mut out)?,
        Command::Explain { scenario, step } => cli::explain(&root, &scenario, step, &mut out)?,
        #[cfg(feature = "studio")]
        Command::Studio { files, seed, port } => {
            let files = if files.is_empty() {
                vec![root.join(cli::DEMO_SCENARIO)]
            } else {
                files
            };
            let start = cardsmith::studio::Start::from_files(files, seed);
            match start.and_then(|s| cardsmith::studio::run(&root, s, port, &mut out)) {
                Ok(()) => 0,
                Err(e) => {
                    eprintln!("error: {e}");
                    2
                }
            }
        }
        Command::Play {
            files,
            seed,
            vs_agent,
        } => {
            let files = if files.is_empty() {
                vec![root.join(cli::DEMO_SCENARIO)]
            } else {
                files
            };
            let stdin = std::io::stdin();
            cardsmith::play::play_files(&root, &files, seed, vs_agent, &mut stdin.lock(), &mut out)?
        }
    };
    Ok(code)
}
