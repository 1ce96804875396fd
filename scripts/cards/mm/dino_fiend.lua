-- Dino-Fiend (MM 055), and Dæmo-Saurus (MM 190): Play: You may exalt this creature. If
-- you do, deal 3 damage to a creature. Destroyed: Steal 1 æmber.
local function exalt_and_hit(ctx)
	local go = ctx:choose({ prompt = "Exalt it to deal 3 damage?", options = { "exalt", "no" } })[1]
	if go ~= "exalt" then
		return
	end
	ctx:rule("exalt", ctx.this)
	local all = ctx:objects({ zone = "battleline", controller = "any" })
	local pick = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = all })[1]
	if pick ~= nil then
		ctx:deal_damage(pick, 3)
	end
end

return {
	resolve = exalt_and_hit,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: steal 1 æmber",
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
