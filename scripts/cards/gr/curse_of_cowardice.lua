-- Curse of Cowardice (GR 006): Treachery (data). At the end of your turn, if you did not use
-- any creatures to fight this turn, lose 2 æmber. If there are no friendly creatures in
-- play, destroy Curse of Cowardice (a state-based check). "You" is its controller.
return {
	destroy_if = function(ctx)
		return ctx:count({ zone = "battleline", controller = "you" }) == 0
	end,
	triggers = {
		{
			on = "turn_ended",
			label = "end of your turn: lose 2 unless you fought (Curse of Cowardice)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				for _, act in ipairs(ctx.controller:this_turn("used")) do
					if act.what == "fight" then
						return
					end
				end
				ctx:gain(ctx.controller, "amber", -2)
			end,
		},
	},
}
