-- Lieutenant Valmart (DT 296): Play/Fight/Reap: If the tide is high, keys cost +3 æmber
-- during your opponent's next turn (the rules' "keys_cost_next_turn", as The Evil Eye).
local function raise_keys(ctx)
	if ctx:rule("tide") == "high" then
		ctx:rule("keys_cost_next_turn", 3)
	end
end

return {
	resolve = raise_keys,
	fight = raise_keys,
	reap = raise_keys,
}
