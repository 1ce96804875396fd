-- Old Egad (DT 056): Destroyed: Ward each of Old Egad's neighbors (it is still in play,
-- tagged, so its neighbors are those beside it as it is destroyed).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "ward each neighbor (Old Egad)",
			resolve = function(ctx)
				for _, neighbor in ipairs(ctx.this:neighbors()) do
					ctx:rule("ward", neighbor)
				end
			end,
		},
	},
}
