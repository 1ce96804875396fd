-- Adaptoid (MM 099), creature: After you play a card with a bonus icon, Adaptoid gains one
-- of these for the rest of the turn: +2 armor, assault 2, or "Fight: Steal 1 æmber".
return {
	fight = function(ctx)
		if ctx.this:has_keyword("adaptoid_fight_steal") then
			ctx:steal(1)
		end
	end,
	triggers = {
		{
			on = "played",
			label = "you played a card with a bonus icon: Adaptoid adapts",
			applies = function(ctx, event)
				local card = event.object
				return event.player == ctx.controller
					and card:is_valid()
					and ((card:stat("amber") or 0) > 0 or #card:icons() > 0)
			end,
			resolve = function(ctx)
				local pick = ctx:choose({
					prompt = "Adaptoid gains, for the rest of the turn:",
					options = { "+2 armor", "assault 2", "Fight: steal 1" },
				})[1]
				local effect = { grant = "adaptoid_fight_steal" }
				if pick == "+2 armor" then
					effect = { stat = "armor", increase = 2 }
				elseif pick == "assault 2" then
					effect = { stat = "assault", increase = 2 }
				end
				ctx:lasting({ target = ctx.this, duration = "turn", effect = effect })
			end,
		},
	},
}
