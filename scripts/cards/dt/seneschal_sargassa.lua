-- Seneschal Sargassa (DT 117): After a player raises the tide, a creature they control
-- captures 2 æmber from their opponent (the active player picks it, as every KeyForge
-- decision not given to another player).
return {
	triggers = {
		{
			on = "gained",
			label = "a player raised the tide: one of their creatures captures 2 (Seneschal Sargassa)",
			applies = function(ctx, event)
				return ctx:rule("raised_tide", event) ~= nil
			end,
			resolve = function(ctx, event)
				local side = "opponent"
				if event.player == ctx.controller then
					side = "you"
				end
				local theirs = ctx:objects({ zone = "battleline", controller = side })
				local picked =
					ctx:choose({ prompt = "Which creature captures 2 æmber?", objects = theirs })[1]
				if picked ~= nil then
					ctx:capture(picked, 2)
				end
			end,
		},
	},
}
