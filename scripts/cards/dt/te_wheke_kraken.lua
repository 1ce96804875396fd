-- Te-wheke Kraken (DT 330): Play: Exhaust 2 friendly Unfathomable creatures. If you do
-- not, destroy Te-wheke Kraken. Fight/Reap: Deal 2 damage to a creature, with 2 splash.
-- Only ready creatures can be exhausted; itself (entering exhausted) cannot help.
local function crash(ctx)
	local creatures = ctx:objects({ zone = "battleline" })
	local target =
		ctx:choose({ prompt = "Deal 2 damage (2 splash) to which creature?", objects = creatures })[1]
	if target == nil then
		return
	end
	ctx:deal_damage(target, 2)
	for _, neighbor in ipairs(target:neighbors()) do
		ctx:deal_damage(neighbor, 2)
	end
end

return {
	resolve = function(ctx)
		local ready = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", rested = false })) do
			if ctx:rule("of_house", creature, "unfathomable") then
				table.insert(ready, creature)
			end
		end
		if #ready < 2 then
			ctx:destroy(ctx.this)
			return
		end
		for _, creature in
			ipairs(ctx:choose({ prompt = "Exhaust which 2?", objects = ready, min = 2, max = 2 }))
		do
			ctx:exhaust(creature)
		end
	end,
	fight = crash,
	reap = crash,
}
