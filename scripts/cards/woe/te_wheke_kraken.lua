-- Te-wheke Kraken (WoE 362): Play: Exhaust 2 friendly Unfathomable creatures (ready ones:
-- an exhausted creature cannot be exhausted). If you do not, destroy Te-wheke Kraken.
-- Fight/Reap: Deal 2 damage to a creature, with 2 splash (2 to each of its neighbors too).
local function blast(ctx)
	local all = ctx:objects({ zone = "battleline", controller = "any" })
	local target = ctx:choose({ prompt = "Deal 2 damage (2 splash) to which creature?", objects = all })[1]
	if target == nil then
		return
	end
	ctx:deal_damage(target, 2)
	for _, n in ipairs(target:neighbors()) do
		ctx:deal_damage(n, 2)
	end
end

return {
	resolve = function(ctx)
		local ready = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if not creature:is_rested() and ctx:rule("of_house", creature, "unfathomable") then
				table.insert(ready, creature)
			end
		end
		if #ready < 2 then
			ctx:destroy(ctx.this)
			return
		end
		for _, creature in
			ipairs(ctx:choose({
				prompt = "Exhaust which 2 friendly Unfathomable creatures?",
				objects = ready,
				min = 2,
				max = 2,
			}))
		do
			ctx:exhaust(creature)
		end
	end,
	fight = blast,
	reap = blast,
}
