-- Cooperative Hunting (CotA 319): Play: Deal 1 damage for each friendly creature in play,
-- divided among any number of creatures: each point goes to a creature the player picks.
return {
	resolve = function(ctx)
		local points = ctx:count({ zone = "battleline", controller = "you" })
		for i = 1, points do
			local all = ctx:objects({ zone = "battleline" })
			local prompt = "Deal 1 damage (" .. i .. " of " .. points .. ") to which creature?"
			ctx:deal_damage(ctx:choose({ prompt = prompt, objects = all })[1], 1)
		end
	end,
}
