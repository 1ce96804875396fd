//! Constant abilities follow the game as it stands (seeds/statics.md): a stat read after
//! any change is the value the constant abilities give now, whatever the engine kept
//! from an earlier read. Each test reads a stat, changes what a constant ability counts
//! — cards in hand, allies in play, whose turn it is — and reads it again.

mod common;

use common::{run_scenario as run, TempRoot};

const BEAR: (&str, &str, &str) = (
    "bear",
    r#"types: ["ally"], elements: ["norm"], cost: (kind: "reserve", amount: 0), stats: {"power": 3, "life": 3}"#,
    "return {}",
);

/// An action that costs nothing and does nothing.
const BLANK: (&str, &str, &str) = (
    "blank",
    r#"types: ["action"], elements: ["norm"], cost: (kind: "reserve", amount: 0)"#,
    "return { resolve = function(ctx) end }",
);

/// An item that costs nothing and has `script`.
fn item(id: &'static str, script: &'static str) -> (&'static str, &'static str, &'static str) {
    (
        id,
        r#"types: ["item"], elements: ["norm"], cost: (kind: "reserve", amount: 0)"#,
        script,
    )
}

#[test]
fn ga_static_1_a_count_of_cards_in_hand_follows_the_hand() {
    let root = TempRoot::new();
    root.set(&[
        BEAR,
        BLANK,
        item(
            "war_chest",
            "return { statics = { { stat = 'power', increase = function(ctx) return ctx.controller:count('hand') end, applies_to = function(ctx, o) return o:has_type('ally') end } } }",
        ),
    ]);
    run(
        &root,
        r#"Scenario(
            name: "allies get +1 power per card in their controller's hand, as the hand changes",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"hand": ["blank", "blank@second"], "field": ["war_chest", "bear@bear"]}),
                (name: "Bram", zones: {}),
            ],
            steps: [
                Expect(stats: {"bear": {"power": 5}}),
                Activate(player: 1, card: "second"),
                Expect(stats: {"bear": {"power": 4}}),
                Resolve,
                Expect(stats: {"bear": {"power": 4}}),
            ],
        )"#,
    );
}

#[test]
fn ga_static_1_a_count_of_allies_follows_the_field() {
    let root = TempRoot::new();
    root.set(&[
        BEAR,
        item(
            "pack_banner",
            "return { statics = { { stat = 'power', increase = function(ctx) return #ctx:objects({ type = 'ally', controller = 'you', zone = 'field' }) end, applies_to = function(ctx, o) return o:has_type('ally') end } } }",
        ),
    ]);
    run(
        &root,
        r#"Scenario(
            name: "allies get +1 power per ally their controller has in play, as allies enter",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"hand": ["bear@cub"], "field": ["pack_banner", "bear@bear"]}),
                (name: "Bram", zones: {}),
            ],
            steps: [
                Expect(stats: {"bear": {"power": 4}}),
                Activate(player: 1, card: "cub"),
                Expect(stats: {"bear": {"power": 4}}),
                Resolve,
                Expect(stats: {"bear": {"power": 5}, "cub": {"power": 5}}),
            ],
        )"#,
    );
}

#[test]
fn ga_static_1_a_condition_on_the_turn_follows_the_turn() {
    let root = TempRoot::new();
    root.set(&[
        BEAR,
        item(
            "war_drum",
            "return { statics = { { stat = 'power', increase = 2, condition = function(ctx) return ctx.controller:is_turn_player() end, applies_to = function(ctx, o) return o:has_type('ally') end } } }",
        ),
    ]);
    run(
        &root,
        r#"Scenario(
            name: "allies get +2 power during their controller's turn only",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"field": ["war_drum", "bear@bear"], "main_deck": ["bear", "bear"]}),
                (name: "Bram", zones: {"main_deck": ["bear", "bear"]}),
            ],
            steps: [
                Expect(turn_player: 1, stats: {"bear": {"power": 5}}),
                PassUntil("main"),
                Expect(turn_player: 2, stats: {"bear": {"power": 3}}, no_events: ["game_over"]),
            ],
        )"#,
    );
}
