-- Glacial Guidance: rest target ally; if that ally is attacking, end the combat phase.
-- [Class Bonus] Put an enlighten counter on your champion. Every effect resolves in full as
-- the card leaves the stack: the counter is still put after the combat ends (CR, Resolving
-- Cards, example).
return {
	targets = function(_ctx)
		return { { label = "ally to rest", type = "ally", count = 1 } }
	end,
	resolve = function(ctx)
		local ally = ctx:target(1)
		if ally ~= nil then
			ctx:rest(ally)
			local combat = ctx:combat()
			if combat ~= nil and combat.attacker ~= nil and combat.attacker.id == ally.id then
				ctx:end_combat()
			end
		end
		if ctx:rule("class_bonus") then
			ctx:add_counter(ctx:objects({ type = "champion", controller = "you" })[1], "enlighten", 1)
		end
	end,
}
