-- Burning Glare (MM 128): Play: Stun an enemy creature, or stun each enemy Mutant creature
-- (that choice may be made with no enemy Mutant in play). Its æmber bonus is data.
return {
	resolve = function(ctx)
		local foes = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #foes == 0 then
			return
		end
		local how = ctx:choose({
			prompt = "Burning Glare:",
			options = { "stun an enemy creature", "stun each enemy Mutant" },
		})[1]
		if how == "stun each enemy Mutant" then
			for _, foe in ipairs(foes) do
				if foe:has_subtype("mutant") then
					ctx:rule("stun", foe)
				end
			end
		else
			local pick = ctx:choose({ prompt = "Stun which enemy creature?", objects = foes })[1]
			if pick ~= nil then
				ctx:rule("stun", pick)
			end
		end
	end,
}
