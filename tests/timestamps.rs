//! Timestamps (seeds/ga-timestamp.md): continuous effects, cost modifiers, simultaneous
//! triggers and replacement effects nobody orders go oldest first, the newest winning
//! where they exclude each other.
//!
//! Each position is built so that the timestamp order differs from the order in which
//! the board is walked (seat, zone, position, object id): the first player plays the
//! newer source during the game, while the second player's older one was there from the
//! start. The cards are written here; the games are scenarios, run by the harness.

mod common;

use common::TempRoot;

/// An item that costs nothing and has `script`.
fn item(id: &'static str, script: &'static str) -> (&'static str, &'static str, &'static str) {
    (
        id,
        r#"types: ["item"], elements: ["norm"], cost: (kind: "reserve", amount: 0)"#,
        script,
    )
}

const BEAR: (&str, &str, &str) = (
    "bear",
    r#"types: ["ally"], elements: ["norm"], cost: (kind: "reserve", amount: 1), stats: {"power": 3, "life": 3}"#,
    "return {}",
);

/// Writes `scenario` into the root and runs it; fails with the harness's report.
fn run(root: &TempRoot, scenario: &str) {
    root.write("scenario.ron", scenario);
    let report =
        cardsmith::scenario::Runner::new(root.root()).run_file(&root.path.join("scenario.ron"));
    assert!(
        report.passed(),
        "{}\n{}\n{}",
        report.name,
        report.failures.join("\n"),
        report
            .narration
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn ga_ts_2_the_newest_constant_ability_sets_the_stat() {
    let root = TempRoot::new();
    root.set(&[
        BEAR,
        item(
            "might_one",
            "return { statics = { { stat = 'power', set = 1, applies_to = function(ctx, o) return o:has_type('ally') end } } }",
        ),
        item(
            "might_five",
            "return { statics = { { stat = 'power', set = 5, applies_to = function(ctx, o) return o:has_type('ally') end } } }",
        ),
    ]);
    run(
        &root,
        r#"Scenario(
            name: "the newest of two constant abilities that set power wins",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"hand": ["might_one"]}),
                (name: "Bram", zones: {"field": ["might_five", "bear@bear"]}),
            ],
            steps: [
                Expect(stats: {"bear": {"power": 5}}),
                // Aria's is newer, though her seat comes first.
                Activate(player: 1, card: "might_one"),
                Resolve,
                Expect(zones: {"p1.field": ["might_one"]}, stats: {"bear": {"power": 1}}),
            ],
        )"#,
    );
}

#[test]
fn ga_ts_3_the_newest_set_cost_wins() {
    let root = TempRoot::new();
    root.set(&[
        BEAR,
        (
            "zap",
            r#"types: ["action"], elements: ["norm"], cost: (kind: "reserve", amount: 3)"#,
            "return {}",
        ),
        item(
            "austerity_one",
            "return { statics = { { cost = 'reserve', set = 1, applies_to = function(ctx, c) return c:has_type('action') end } } }",
        ),
        item(
            "austerity_four",
            "return { statics = { { cost = 'reserve', set = 4, applies_to = function(ctx, c) return c:has_type('action') end } } }",
        ),
    ]);
    run(
        &root,
        r#"Scenario(
            name: "of two effects that set a cost, the newest wins: Aria's 1 over Bram's older 4",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"hand": ["austerity_one", "zap", "bear@payer"]}),
                (name: "Bram", zones: {"field": ["austerity_four"]}),
            ],
            steps: [
                Activate(player: 1, card: "austerity_one"),
                Resolve,
                Expect(zones: {"p1.field": ["austerity_one"]}),
                Activate(player: 1, card: "zap"),
                Expect(
                    cost: 1,
                    cost_trace: ["printed cost 3: 3", "austerity_four: 4", "austerity_one: 1"],
                    zones: {"p1.memory": ["bear"]},
                ),
            ],
        )"#,
    );
}

#[test]
fn ga_ts_5_simultaneous_triggers_in_timestamp_order() {
    let root = TempRoot::new();
    let bell = "return { triggers = { { on = 'played', label = 'ring', applies = function(ctx, event) return event.object:card_id() == 'spark' end, resolve = function(ctx) end } } }";
    root.set(&[
        item("new_bell", bell),
        item("old_bell", bell),
        (
            "spark",
            r#"types: ["action"], elements: ["norm"], cost: (kind: "reserve", amount: 0)"#,
            "return {}",
        ),
    ]);
    run(
        &root,
        r#"Scenario(
            name: "two abilities triggered by one event: the older source's goes on top and resolves first",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"hand": ["new_bell", "spark"]}),
                (name: "Bram", zones: {"field": ["old_bell"]}),
            ],
            steps: [
                Activate(player: 1, card: "new_bell"),
                Resolve,
                Expect(zones: {"p1.field": ["new_bell"]}, stack: []),
                Activate(player: 1, card: "spark"),
                Expect(events: ["played", "triggered", "triggered"], stack: ["spark", "new_bell", "old_bell"]),
            ],
        )"#,
    );
}

#[test]
fn ga_ts_6_replacements_without_a_choice_apply_oldest_first() {
    let root = TempRoot::new();
    root.set(&[
        BEAR,
        item(
            "hoard_sigil",
            "return { replacements = { { on = 'draw', label = 'one more', instead = function(ctx, change) return { kind = 'draw', player = change.player, count = change.count + 1 } end } } }",
        ),
        item(
            "twin_sigil",
            "return { replacements = { { on = 'draw', label = 'twice as many', instead = function(ctx, change) return { kind = 'draw', player = change.player, count = change.count * 2 } end } } }",
        ),
    ]);
    run(
        &root,
        r#"Scenario(
            name: "the turn's draw: Bram's older sigil doubles it first, then Aria's adds one (1 x 2 + 1 = 3)",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"hand": ["hoard_sigil"]}),
                (name: "Bram", zones: {"field": ["twin_sigil"], "main_deck": ["bear", "bear", "bear", "bear", "bear"]}),
            ],
            steps: [
                Activate(player: 1, card: "hoard_sigil"),
                Resolve,
                Expect(zones: {"p1.field": ["hoard_sigil"]}),
                PassUntil("main"),
                Expect(
                    turn_player: 2,
                    counts: {"p2.hand": 3},
                    replacements: ["twice as many (twin_sigil)", "one more (hoard_sigil)"],
                ),
            ],
        )"#,
    );
}
