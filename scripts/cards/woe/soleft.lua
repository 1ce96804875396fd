-- Soleft (WoE 376): Destroyed: Destroy the creature on your opponent's left flank.
-- Flounderight (WoE 400, this script too): ... on your opponent's right flank.
local FLANK = { soleft = "left", flounderight = "right" }

return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "destroy the creature on the opponent's flank",
			resolve = function(ctx)
				local left = FLANK[ctx.this:card_id()] == "left"
				for _, creature in ipairs(ctx:rule("flank_creatures", "opponent")) do
					local outer = true
					for _, other in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
						if other ~= creature and creature:is_left_of(other) ~= left then
							outer = false
						end
					end
					if outer then
						ctx:destroy(creature)
						return
					end
				end
			end,
		},
	},
}
