//! Lua strings made once per VM for the field names the host reads and writes most.
//!
//! With a memory limit set, mlua pushes a Rust `&str` through a protected call (so that
//! an allocation failure cannot unwind through Rust frames); that made a table key cost
//! more than the rest of reading the field. A key made once is pushed as a reference.

use mlua::Lua;

macro_rules! keys {
    ($($name:ident),* $(,)?) => {
        /// One Lua string per name, each spelled as its field.
        pub(crate) struct Keys {
            $(pub $name: mlua::String,)*
        }

        impl Keys {
            pub(crate) fn new(lua: &Lua) -> mlua::Result<Keys> {
                Ok(Keys {
                    $($name: lua.create_string(stringify!($name))?,)*
                })
            }
        }
    };
}

keys!(
    ability,
    amount,
    ask,
    cause,
    combat,
    cost,
    count,
    counter,
    done,
    from,
    kind,
    name,
    object,
    phase,
    player,
    shielded_by,
    source,
    status,
    target,
    to,
    turn,
    unpreventable,
    value,
    via,
    zone,
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_key_is_spelled_as_its_field() {
        let lua = Lua::new();
        let k = Keys::new(&lua).unwrap();
        let t = lua.create_table().unwrap();
        t.set(&k.amount, 3).unwrap();
        t.set(&k.kind, "draw").unwrap();
        assert_eq!(t.get::<i64>("amount").unwrap(), 3);
        assert_eq!(t.get::<String>("kind").unwrap(), "draw");
        assert_eq!(k.done.to_str().unwrap(), "done");
    }
}
