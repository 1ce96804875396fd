//! Checking a scenario's `Expect` step against the game.

use super::*;

impl Run<'_> {
    pub(super) fn expect(&mut self, e: &Expect) {
        let mut fails = Vec::new();
        for (key, want) in &e.player_counters {
            let got = key.split_once('.').and_then(|(p, c)| {
                let seat = self.seat(p.strip_prefix('p')?.parse().ok()?)?;
                let pl = self.engine.state().player(seat)?;
                Some(pl.counters.get(c).copied().unwrap_or(0))
            });
            match got {
                Some(g) if g != *want => fails.push(format!("{key}: expected {want}, found {g}")),
                Some(_) => {}
                None => fails.push(format!("'{key}' is not \"p<seat>.<counter>\"")),
            }
        }
        for (r, stats) in &e.stats {
            let id = match self.object(r, None) {
                Ok(id) => id,
                Err(err) => {
                    fails.push(err);
                    continue;
                }
            };
            for (stat, want) in stats {
                match self.engine.stat(id, stat) {
                    Ok(Some(g)) if g == *want => {}
                    Ok(g) => fails.push(format!("{r} {stat}: expected {want}, found {g:?}")),
                    Err(err) => fails.push(format!("{r} {stat}: {err}")),
                }
            }
        }
        for (r, words, want) in e
            .keywords
            .iter()
            .map(|(r, w)| (r, w, true))
            .chain(e.no_keywords.iter().map(|(r, w)| (r, w, false)))
        {
            let id = match self.object(r, None) {
                Ok(id) => id,
                Err(err) => {
                    fails.push(err);
                    continue;
                }
            };
            for word in words {
                match self.engine.has_keyword(id, word) {
                    Ok(has) if has == want => {}
                    Ok(_) if want => {
                        fails.push(format!("{r}: expected keyword '{word}', it has none"))
                    }
                    Ok(_) => fails.push(format!("{r}: expected no keyword '{word}', it has it")),
                    Err(err) => fails.push(format!("{r} {word}: {err}")),
                }
            }
        }
        self.expect_traits(e, &mut fails);
        if let Some(want) = &e.replacements {
            let got: Vec<String> = self
                .engine
                .state()
                .log
                .since(self.mark)
                .filter_map(|ev| match ev {
                    crate::core::Event::Replaced { label, .. } => Some(label.clone()),
                    _ => None,
                })
                .collect();
            if &got != want {
                fails.push(format!(
                    "replacement effects applied: expected {want:?}, found {got:?}"
                ));
            }
        }
        self.check_resistance(e, &mut fails);
        if let Some(want) = e.decider {
            match self.engine.pending() {
                Some(d) if d.player.seat() != want => fails.push(format!(
                    "decider: expected seat {want}, but seat {} is asked",
                    d.player.seat()
                )),
                Some(_) => {}
                None => fails.push(format!(
                    "decider: expected seat {want}, but nothing is asked"
                )),
            }
        }
        if let Some(w) = e.winner {
            let got = self.engine.state().winner().map_or(0, |p| p.seat());
            if got != w {
                fails.push(format!("winner: expected seat {w}, found {got}"));
            }
        }
        for (key, want) in &e.zones {
            match self.zone_cards(key) {
                Ok(got) => {
                    if let Some(diff) = multiset_diff(want, &got) {
                        fails.push(format!("{key}: {diff}"));
                    }
                }
                Err(err) => fails.push(err),
            }
        }
        for (key, want) in &e.order {
            match self.zone_cards(key) {
                // Zone lists are bottom first; a scenario writes the top first.
                Ok(got) => {
                    let got: Vec<String> = got.into_iter().rev().collect();
                    if &got != want {
                        fails.push(format!("{key}: expected the order {want:?}, found {got:?}"));
                    }
                }
                Err(err) => fails.push(err),
            }
        }
        for (key, want) in &e.counts {
            match self.zone_cards(key) {
                Ok(got) if got.len() != *want => fails.push(format!(
                    "{key}: expected {want} card(s), found {} {got:?}",
                    got.len()
                )),
                Ok(_) => {}
                Err(err) => fails.push(err),
            }
        }
        let st = self.engine.state();
        let obj_check = |r: &str, fails: &mut Vec<String>| -> Option<&crate::core::GameObject> {
            match self.object(r, None) {
                Ok(id) => st.object(id),
                Err(err) => {
                    fails.push(err);
                    None
                }
            }
        };
        for (r, want) in &e.damage {
            if let Some(o) = obj_check(r, &mut fails) {
                if o.damage != *want {
                    fails.push(format!("{r}: expected {want} damage, has {}", o.damage));
                }
            }
        }
        for (r, want) in &e.attached {
            let Some(got) = obj_check(r, &mut fails).map(|o| o.attached_to) else {
                continue;
            };
            let want = match want {
                Some(h) => match self.object(h, None) {
                    Ok(id) => Some(id),
                    Err(err) => {
                        fails.push(err);
                        continue;
                    }
                },
                None => None,
            };
            if got != want {
                fails.push(format!(
                    "{r}: expected attached to {want:?}, is attached to {got:?}"
                ));
            }
        }
        for (r, counters) in &e.counters {
            if let Some(o) = obj_check(r, &mut fails) {
                for (c, want) in counters {
                    let got = o.counters.get(c).copied().unwrap_or(0);
                    if got != *want {
                        fails.push(format!("{r}: expected {want} {c} counter(s), has {got}"));
                    }
                }
            }
        }
        for (list, want, what) in [(&e.rested, true, "rested"), (&e.awake, false, "awake")] {
            for r in list {
                if let Some(o) = obj_check(r, &mut fails) {
                    if o.rested != want {
                        fails.push(format!("{r}: expected {what}"));
                    }
                }
            }
        }
        for r in &e.face_down {
            if let Some(o) = obj_check(r, &mut fails) {
                if !o.face_down {
                    fails.push(format!("{r}: expected face down"));
                }
            }
        }
        if let Some(want) = &e.stack {
            let got = self.card_ids(
                &st.stack
                    .entries()
                    .iter()
                    .map(|x| x.object)
                    .collect::<Vec<_>>(),
            );
            if *want != got {
                fails.push(format!(
                    "stack (bottom first): expected {want:?}, found {got:?}"
                ));
            }
        }
        let phase_now = cardsmith_phase(&self.engine);
        if let Some(want) = &e.phase {
            if phase_now.as_ref() != Some(want) {
                fails.push(format!(
                    "phase: expected {want}, found {}",
                    phase_now.unwrap_or_else(|| "none".into())
                ));
            }
        }
        if let Some(want) = e.turn {
            if st.turn != want {
                fails.push(format!("turn: expected {want}, found {}", st.turn));
            }
        }
        if let Some(want) = e.turn_player {
            if st.turn_player.seat() != want {
                fails.push(format!(
                    "turn player: expected P{want}, found {}",
                    st.turn_player
                ));
            }
        }
        if let Some(want) = e.opportunity {
            let got = st.opportunity.map(|p| p.seat());
            if got != Some(want) {
                fails.push(format!("opportunity: expected P{want}, found {got:?}"));
            }
        }
        match (&e.cost, &self.last_cost) {
            (Some(want), Some(t)) if t.total != *want => fails.push(format!(
                "cost: expected {want}, calculated {}\n{t}",
                t.total
            )),
            (Some(_), None) => fails.push("cost: no cost has been calculated".into()),
            _ => {}
        }
        if let (Some(want), Some(t)) = (&e.cost_trace, &self.last_cost) {
            let got: Vec<String> = t
                .lines
                .iter()
                .map(|l| format!("{}: {}", l.label, l.value))
                .collect();
            if *want != got {
                fails.push(format!("cost trace: expected {want:?}, found {got:?}"));
            }
        }
        let names: Vec<&str> = st.log.since(self.mark).map(|x| x.name()).collect();
        if !e.events.is_empty() {
            let mut it = names.iter();
            for want in &e.events {
                if !it.any(|n| n == want) {
                    fails.push(format!(
                        "events: expected {:?} in that order, found {:?}",
                        e.events,
                        names.iter().filter(|n| **n != "step").collect::<Vec<_>>()
                    ));
                    break;
                }
            }
        }
        for banned in &e.no_events {
            if names.contains(&banned.as_str()) {
                fails.push(format!("events: '{banned}' was emitted"));
            }
        }
        let pending = self.engine.pending();
        if let Some(want) = &e.pending {
            let got = pending.map_or("none".to_string(), |d| format!("{:?}", d.choice));
            if *want != got {
                fails.push(format!("pending decision: expected {want}, found {got}"));
            }
        }
        if let Some(want) = &e.candidates {
            match pending.map(|d| &d.options) {
                Some(Options::Objects { candidates, .. }) => {
                    let mut got = Vec::new();
                    for c in candidates {
                        let label = self
                            .engine
                            .labels()
                            .iter()
                            .find(|(_, id)| **id == *c)
                            .map(|(l, _)| l.clone());
                        got.push(label.unwrap_or_else(|| self.card_ids(&[*c]).remove(0)));
                    }
                    let want_resolved: Vec<String> = want.clone();
                    // A wanted entry may be a label or a card id; compare against both views.
                    let by_card = self.card_ids(candidates);
                    if multiset_diff(&want_resolved, &got).is_some()
                        && multiset_diff(&want_resolved, &by_card).is_some()
                    {
                        fails.push(format!("candidates: expected {want:?}, offered {got:?}"));
                    }
                }
                _ => fails.push("candidates: no decision offering objects is pending".into()),
            }
        }
        if let Some(want) = &e.options {
            match pending.map(|d| &d.options) {
                Some(Options::Names { names, .. }) => {
                    if let Some(diff) = multiset_diff(want, names) {
                        fails.push(format!("options: {diff}"));
                    }
                }
                _ => fails.push("options: no decision offering options is pending".into()),
            }
        }
        self.report.failures.extend(fails);
    }
}

/// `None` if equal as multisets, else what is missing and what is extra.
fn multiset_diff(want: &[String], got: &[String]) -> Option<String> {
    let mut missing = Vec::new();
    let mut extra: Vec<&String> = got.iter().collect();
    for w in want {
        match extra.iter().position(|g| *g == w) {
            Some(i) => {
                extra.remove(i);
            }
            None => missing.push(w),
        }
    }
    if missing.is_empty() && extra.is_empty() {
        return None;
    }
    let mut msg = format!("expected {want:?}, found {got:?}");
    if !missing.is_empty() {
        msg.push_str(&format!("\n      - missing: {missing:?}"));
    }
    if !extra.is_empty() {
        msg.push_str(&format!("\n      + unexpected: {extra:?}"));
    }
    Some(msg)
}

impl Run<'_> {
    /// The `elements`, `types` and `subtypes` expectations: each exactly, any order; and
    /// the `attributes` ones.
    fn expect_traits(&mut self, e: &Expect, fails: &mut Vec<String>) {
        let lists = [
            ("elements", &e.elements),
            ("types", &e.types),
            ("subtypes", &e.subtypes),
        ];
        for (what, list) in lists {
            for (r, want) in list {
                let id = match self.object(r, None) {
                    Ok(id) => id,
                    Err(err) => {
                        fails.push(err);
                        continue;
                    }
                };
                let got = match what {
                    "elements" => self.engine.elements(id),
                    "types" => self.engine.types(id).map(|t| t.0),
                    _ => self.engine.types(id).map(|t| t.1),
                };
                match got {
                    Ok(mut got) => {
                        let mut want = want.clone();
                        got.sort();
                        want.sort();
                        if got != want {
                            fails.push(format!("{r} {what}: expected {want:?}, found {got:?}"));
                        }
                    }
                    Err(err) => fails.push(format!("{r} {what}: {err}")),
                }
            }
        }
        for (r, attributes) in &e.attributes {
            let id = match self.object(r, None) {
                Ok(id) => id,
                Err(err) => {
                    fails.push(err);
                    continue;
                }
            };
            // Several values (a house added besides its own) are written in order, spaced.
            for (name, want) in attributes {
                match self.engine.attribute_values(id, name) {
                    Ok(got) if got.join(" ") == *want => {}
                    Ok(got) => fails.push(format!("{r} {name}: expected {want}, found {got:?}")),
                    Err(err) => fails.push(format!("{r} {name}: {err}")),
                }
            }
        }
    }
}
