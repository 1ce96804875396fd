//! Card scripts' queries see what the ability's controller may see (GA-ZONE-1, GA-ZONE-2).

mod common;

use common::*;

/// What a probe card's check hook sees from seat 1: the numbers its queries return.
fn probe() -> String {
    let root = TempRoot::new();
    root.set(&[
        (
            "probe",
            r#"types: ["action"], elements: ["norm"]"#,
            r#"return {
	legal = function(ctx)
		local seen = {
			#ctx:objects({ zone = "hand", controller = "opponent" }),
			#ctx:look({ zone = "hand", controller = "opponent" }),
			ctx:count({ zone = "hand", controller = "opponent" }),
			ctx:count({ zone = "hand", controller = "opponent", type = "ally" }),
			#ctx:objects({ zone = "hand", controller = "you" }),
			#ctx:objects({ zone = "main_deck", controller = "you" }),
			#ctx:look({ zone = "main_deck", controller = "you" }),
			#ctx:objects({ zone = "graveyard", controller = "opponent", type = "ally" }),
		}
		return false, "seen " .. table.concat(seen, " ")
	end,
}"#,
        ),
        (
            "sentry",
            r#"types: ["ally"], elements: ["norm"], stats: {"life": 2}"#,
            "return {}",
        ),
    ]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &[],
                &[
                    ("hand", &["probe@p", "sentry"]),
                    ("main_deck", &["sentry", "sentry"]),
                ],
            ),
            player(
                "b",
                &[],
                &[
                    ("hand", &["sentry", "sentry", "sentry"]),
                    ("graveyard", &["sentry"]),
                ],
            ),
        ],
    );
    e.submit(activate(&e, 1, "p")).unwrap_err().to_string()
}

#[test]
fn ga_zone_1_queries_see_only_what_the_player_may_see() {
    let msg = probe();
    // The opponent's hand: not listed, looked at on purpose (3), counted (3), but not
    // counted by what its cards are; the player's own hand (the probe is on the stack);
    // the player's own deck is hidden even from them unless looked at.
    assert!(msg.contains("seen 0 3 3 0 1 0 2 "), "{msg}");
}

#[test]
fn ga_zone_2_public_cards_are_known_to_every_player() {
    // The opponent's graveyard is public: its ally is found by what it is.
    let msg = probe();
    assert!(msg.ends_with(" 1"), "{msg}");
}
