-- The Evil Eye (WC 084), and Sensor Chief Garcia (WC 305, Play/Fight/Reap, +2): Keys cost
-- +N æmber during your opponent's next turn. "Keys": every player's, but only during that
-- turn (not for the rest of this one: a key forged now costs as usual): the rules'
-- "keys_cost_next_turn".
local RAISE = { the_evil_eye = 3, sensor_chief_garcia = 2 }

local function raise_keys(ctx)
	ctx:rule("keys_cost_next_turn", RAISE[ctx.this:card_id()])
end

return {
	resolve = raise_keys,
	fight = raise_keys,
	reap = raise_keys,
}
