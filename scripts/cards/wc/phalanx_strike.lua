-- Phalanx Strike (WC 189): Play: Choose a creature. Deal 1 damage to it for each friendly
-- creature. You may exalt a friendly creature to repeat the preceding effect (once; the
-- friendly creatures are counted again).
local function strike(ctx)
	local creatures = ctx:objects({ zone = "battleline", controller = "any" })
	local pick = ctx:choose({ prompt = "Strike which creature?", objects = creatures })[1]
	local n = ctx:count({ zone = "battleline", controller = "you" })
	if pick ~= nil and n > 0 then
		ctx:deal_damage(pick, n)
		ctx:settle()
	end
end

return {
	resolve = function(ctx)
		strike(ctx)
		local friendly = ctx:objects({ zone = "battleline", controller = "you" })
		local exalted = ctx:choose({
			prompt = "Exalt a creature to strike again?",
			objects = friendly,
			min = 0,
			max = 1,
		})[1]
		if exalted ~= nil then
			ctx:rule("exalt", exalted)
			strike(ctx)
		end
	end,
}
