-- Captain No-Beard, evil twin (DT 184): Taunt (data). Destroyed: Each of its neighbors
-- captures 1 æmber (its neighbors as it is destroyed, still in play).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: each neighbor captures 1 (Captain No-Beard)",
			resolve = function(ctx)
				ctx:rule("each_captures_one", ctx.this:neighbors())
			end,
		},
	},
}
