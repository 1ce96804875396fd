-- Peer into Mana: Put 2 + LV enlighten counters on your champion.
-- LV: the level of your champion (constant abilities applied).
local function champion_level(ctx)
	local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
	return champion and (champion:stat("level") or 0) or 0
end

return {
	resolve = function(ctx)
		local champion = ctx:objects({ type = "champion", controller = "you" })[1]
		ctx:add_counter(champion, "enlighten", 2 + champion_level(ctx))
	end,
}
