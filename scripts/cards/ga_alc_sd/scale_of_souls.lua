-- Scale of Souls: [Class Bonus] Balance — at the beginning of your recollection phase, if
-- you have as many cards in hand as in memory, recover 2 (checked as it triggers and as
-- it resolves). (2), REST: return a card from your memory to your hand.
local function balanced(ctx)
	return ctx.controller:count("hand") == ctx.controller:count("memory")
end

return {
	triggers = {
		{
			on = "phase_began",
			label = "Balance: recover 2 (class bonus)",
			applies = function(ctx, event)
				return event.phase == "recollection"
					and ctx.controller:is_turn_player()
					and ctx:rule("class_bonus")
					and balanced(ctx)
			end,
			resolve = function(ctx)
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion ~= nil and balanced(ctx) then
					ctx:recover(champion, 2)
				end
			end,
		},
	},
	activated = {
		["return"] = {
			resolve = function(ctx)
				local card = ctx:choose({
					prompt = "a card of your memory to return to your hand",
					objects = ctx:look({ zone = "memory", controller = "you" }),
					min = 1,
					max = 1,
				})[1]
				if card ~= nil then
					ctx:move(card, "hand")
				end
			end,
		},
	},
}
