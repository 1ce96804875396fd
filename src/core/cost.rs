//! The cost pipeline (Grand Archive 1.7 / 3.2): starting cost, then effects that set it,
//! then every increase and decrease at once, then effects that remove it, never below 0.
//! Every source and value is kept in a [`CostTrace`].

use crate::core::ids::{ObjectId, Timestamp};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What a cost-modifying effect does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CostOp {
    /// "costs N": replaces the running value (applied in timestamp order: the latest
    /// wins).
    Set(i64),
    /// An increase (positive) or decrease (negative); all are applied together.
    Add(i64),
    /// "without paying its cost": the cost becomes 0.
    Remove,
}

/// One active cost-modifying effect, as gathered from constant abilities in play.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CostModifier {
    /// The object whose ability this is (`None` for the rules or the card itself).
    pub source: Option<ObjectId>,
    /// A human name for the source, e.g. the card's name.
    pub label: String,
    pub op: CostOp,
    /// When the effect began: its source's timestamp, for a constant ability.
    pub timestamp: Timestamp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CostStage {
    Base,
    Set,
    Adjust,
    Remove,
    Floor,
}

/// One line of a cost calculation.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TraceLine {
    pub stage: CostStage,
    pub source: Option<ObjectId>,
    pub label: String,
    /// The value this line sets or adds.
    pub value: i64,
    /// The cost after this stage.
    pub running: i64,
}

/// A complete cost calculation: every source and value, and the result.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CostTrace {
    pub kind: String,
    pub lines: Vec<TraceLine>,
    pub total: i64,
}

/// Runs the pipeline. `base` is the starting cost (printed amount plus X, or an
/// alternative cost's amount). The modifiers apply in timestamp order (those with equal
/// timestamps in the order given), so of several that set the cost the latest wins.
pub fn calculate(kind: &str, base: i64, base_label: &str, modifiers: &[CostModifier]) -> CostTrace {
    let mut ordered: Vec<&CostModifier> = modifiers.iter().collect();
    ordered.sort_by_key(|m| m.timestamp);
    let modifiers = ordered;
    let mut lines = Vec::with_capacity(modifiers.len() + 2);
    let mut running = base;
    lines.push(TraceLine {
        stage: CostStage::Base,
        source: None,
        label: base_label.to_string(),
        value: base,
        running,
    });
    for m in &modifiers {
        if let CostOp::Set(v) = m.op {
            running = v;
            lines.push(line(CostStage::Set, m, v, running));
        }
    }
    // Increases and decreases apply simultaneously: sum first, so an intermediate
    // negative value is never floored on its own.
    // Summed wide, then clamped to i64: huge increases saturate (never wrap to a free
    // card), and the result does not depend on the order of the modifiers.
    let adjust: i128 = modifiers
        .iter()
        .filter_map(|m| match m.op {
            CostOp::Add(v) => Some(i128::from(v)),
            _ => None,
        })
        .sum();
    let wide = i128::from(running) + adjust;
    let after_adjust = i64::try_from(wide).unwrap_or(if wide < 0 { i64::MIN } else { i64::MAX });
    for m in &modifiers {
        if let CostOp::Add(v) = m.op {
            lines.push(line(CostStage::Adjust, m, v, after_adjust));
        }
    }
    running = after_adjust;
    for m in &modifiers {
        if m.op == CostOp::Remove {
            running = 0;
            lines.push(line(CostStage::Remove, m, 0, running));
        }
    }
    if running < 0 {
        lines.push(TraceLine {
            stage: CostStage::Floor,
            source: None,
            label: "costs can't be less than 0".into(),
            value: 0,
            running: 0,
        });
        running = 0;
    }
    CostTrace {
        kind: kind.to_string(),
        lines,
        total: running,
    }
}

fn line(stage: CostStage, m: &CostModifier, value: i64, running: i64) -> TraceLine {
    TraceLine {
        stage,
        source: m.source,
        label: m.label.clone(),
        value,
        running,
    }
}

impl fmt::Display for CostTrace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{} cost:", self.kind)?;
        for l in &self.lines {
            let what = match l.stage {
                CostStage::Base => format!("start   {:>3}", l.value),
                CostStage::Set => format!("set     {:>3}", l.value),
                CostStage::Adjust => format!("add     {:>+3}", l.value),
                CostStage::Remove => "remove    0".to_string(),
                CostStage::Floor => "floor     0".to_string(),
            };
            writeln!(f, "  {what}  -> {:>3}   ({})", l.running, l.label)?;
        }
        write!(f, "  total {}", self.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(op: CostOp, label: &str) -> CostModifier {
        CostModifier {
            source: None,
            label: label.into(),
            op,
            timestamp: Timestamp::default(),
        }
    }

    #[test]
    fn ga_act_1_7_1_starting_cost_is_the_base() {
        let t = calculate("reserve", 3, "printed", &[]);
        assert_eq!(t.total, 3);
        assert_eq!(t.lines.len(), 1);
    }

    #[test]
    fn ga_act_1_7_2_set_applies_before_adjustments() {
        // set to 1, then +2: 3 (had the increase come first, the set would erase it)
        let t = calculate(
            "reserve",
            5,
            "printed",
            &[m(CostOp::Add(2), "tax"), m(CostOp::Set(1), "set")],
        );
        assert_eq!(t.total, 3);
        assert_eq!(t.lines[1].stage, CostStage::Set);
    }

    #[test]
    fn ga_act_1_7_3_increases_and_decreases_apply_simultaneously() {
        // 1 - 3 + 2 = 0 together; one at a time with a floor would give 2.
        let t = calculate(
            "reserve",
            1,
            "printed",
            &[m(CostOp::Add(-3), "discount"), m(CostOp::Add(2), "tax")],
        );
        assert_eq!(t.total, 0);
        assert!(t.lines.iter().all(|l| l.stage != CostStage::Floor));
    }

    #[test]
    fn ga_act_1_7_4_remove_applies_last_and_zeroes() {
        let t = calculate(
            "reserve",
            4,
            "printed",
            &[m(CostOp::Remove, "free"), m(CostOp::Add(3), "tax")],
        );
        assert_eq!(t.total, 0);
        assert_eq!(t.lines.last().unwrap().stage, CostStage::Remove);
    }

    #[test]
    fn ga_cost_8_cost_never_below_zero_unit() {
        let t = calculate("reserve", 1, "printed", &[m(CostOp::Add(-4), "discount")]);
        assert_eq!(t.total, 0);
        assert_eq!(t.lines.last().unwrap().stage, CostStage::Floor);
    }

    #[test]
    fn ga_ts_3_sets_apply_in_timestamp_order_unit() {
        // Given newest first: the older set 5 applies first, the newer set 1 wins.
        let at = |op, label, t| CostModifier {
            timestamp: Timestamp(t),
            ..m(op, label)
        };
        let t = calculate(
            "reserve",
            3,
            "printed",
            &[
                at(CostOp::Set(1), "newer", 9),
                at(CostOp::Add(1), "tax", 7),
                at(CostOp::Set(5), "older", 2),
            ],
        );
        assert_eq!(t.total, 2);
        let labels: Vec<_> = t.lines.iter().map(|l| l.label.as_str()).collect();
        assert_eq!(labels, ["printed", "older", "newer", "tax"]);
    }

    #[test]
    fn trace_names_every_source() {
        let t = calculate(
            "memory",
            2,
            "printed",
            &[m(CostOp::Add(-1), "A"), m(CostOp::Add(1), "B")],
        );
        let labels: Vec<_> = t.lines.iter().map(|l| l.label.as_str()).collect();
        assert_eq!(labels, ["printed", "A", "B"]);
    }
}
