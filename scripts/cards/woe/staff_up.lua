-- Staff Up (WoE 068), action: Play: For the remainder of the turn, when any amount of æmber
-- would be added to your pool, make that many token creatures instead. A replacement effect
-- kept on for the turn by a lasting effect: the æmber is replaced by nothing, and its
-- `then` makes the tokens as part of it (RULE-REPL-THEN-1). Æmber that leaves the pool, or
-- goes to the opponent's, is not touched.
return {
	resolve = function(ctx)
		ctx:lasting({ duration = "turn", effect = { trigger = "staff_up" } })
	end,
	replacements = {
		{
			on = "gain",
			lasting = "staff_up",
			label = "make that many token creatures instead of æmber",
			applies = function(ctx, change)
				return change.player == ctx.controller and change.counter == "amber" and change.amount > 0
			end,
			instead = function()
				return {}
			end,
			["then"] = function(ctx, change)
				for _ = 1, change.amount do
					ctx:rule("make_token")
				end
			end,
		},
	},
}
