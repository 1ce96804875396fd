-- Fan of Seven Debts: On Enter: draw a card. [Kongming Bonus] Banish it: change the
-- direction of your Shifting Currents to a different direction of your choice.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: draw a card",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
	activated = {
		turn = {
			legal = function(ctx)
				if not ctx:rule("lineage_bonus", "kongming") then
					return false, "Kongming Bonus: your champion is not Kongming"
				end
				return true
			end,
			resolve = function(ctx)
				ctx:rule("choose_currents", ctx:rule("other_currents"), false)
			end,
		},
	},
}
