//! Numbers from scripts. Luau has one number type, a double; every number the core
//! takes from a script (a count, an amount, a stat or cost modifier, a hook's result)
//! goes through [`whole`] or [`whole_in`], which refuse NaN, infinities, fractions and
//! values outside the range the core keeps them in, instead of truncating them with
//! `as`. The core then does saturating arithmetic on them.

use mlua::{FromLua, Lua, Result, Value};

/// A whole number read from a script (any `i64` a double can hold exactly or nearly:
/// from -2^63 up to, not including, 2^63). Use it as a callback argument or a hook
/// result type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Whole(pub(crate) i64);

impl FromLua for Whole {
    fn from_lua(v: Value, _: &Lua) -> Result<Self> {
        whole("the number", &v).map(Whole)
    }
}

/// A whole number from a script that must also fit `T` (a count, an index, a radius):
/// `Fits<usize>` refuses -1 and 2^64 alike, and 1.5 as [`Whole`] does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fits<T>(pub(crate) T);

impl<T: TryFrom<i64>> FromLua for Fits<T> {
    fn from_lua(v: Value, _: &Lua) -> Result<Self> {
        let n = whole("the number", &v)?;
        T::try_from(n).map(Fits).map_err(|_| {
            mlua::Error::runtime(format!(
                "the number {n} is out of range here (expected 0 to {})",
                std::any::type_name::<T>()
                    .rsplit("::")
                    .next()
                    .map_or("?", |t| match t {
                        "u8" => "255",
                        "u16" => "65535",
                        "u32" => "4294967295",
                        _ => "2^63",
                    })
            ))
        })
    }
}

/// The largest double below 2^63, and -2^63: the doubles that fit an `i64`.
const LIMIT: f64 = 9_223_372_036_854_775_808.0;

/// A whole number from `v`, or a clear error naming `what`.
pub(crate) fn whole(what: &str, v: &Value) -> Result<i64> {
    let bad = |why: String| {
        Err(mlua::Error::runtime(format!(
            "{what} must be a whole number, {why}"
        )))
    };
    match *v {
        Value::Integer(n) => Ok(n),
        Value::Number(f) if f.is_nan() => bad("not NaN".into()),
        Value::Number(f) if f.is_infinite() => {
            bad(format!("not {}", if f > 0.0 { "inf" } else { "-inf" }))
        }
        Value::Number(f) if f.fract() != 0.0 => bad(format!("not {f}")),
        Value::Number(f) if !(-LIMIT..LIMIT).contains(&f) => {
            bad(format!("not {f}: it is outside -2^63 .. 2^63"))
        }
        // In range and integral: the conversion is exact.
        #[allow(clippy::cast_possible_truncation)]
        Value::Number(f) => Ok(f as i64),
        ref other => bad(format!("not a {}", other.type_name())),
    }
}

/// A whole number from `v` between `lo` and `hi` (inclusive), converted to `T`, or a
/// clear error naming `what` and the range.
pub(crate) fn whole_in<T: TryFrom<i64>>(what: &str, v: &Value, lo: i64, hi: i64) -> Result<T> {
    let n = whole(what, v)?;
    if !(lo..=hi).contains(&n) {
        return Err(mlua::Error::runtime(format!(
            "{what} must be from {lo} to {hi}, not {n}"
        )));
    }
    T::try_from(n)
        .map_err(|_| mlua::Error::runtime(format!("{what} must be from {lo} to {hi}, not {n}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_what_does_not_fit() {
        let n = |f: f64| whole("n", &Value::Number(f));
        assert_eq!(n(3.0).unwrap(), 3);
        assert_eq!(n(-(2f64.powi(63))).unwrap(), i64::MIN);
        for bad in [
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
            2.5,
            2f64.powi(63),
            1e300,
        ] {
            assert!(n(bad).is_err(), "{bad} was accepted");
        }
        let c = |f: f64| whole_in::<u32>("count", &Value::Number(f), 0, i64::from(u32::MAX));
        assert!(c(2f64.powi(32) + 1.0)
            .unwrap_err()
            .to_string()
            .contains("count must be from 0"));
        assert_eq!(c(7.0).unwrap(), 7);
    }
}
