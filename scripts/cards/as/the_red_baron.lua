-- The Red Baron (Worlds Collide A08, reprinted as AS 285): While your red key is forged, it
-- has "After Reap: Steal 1 æmber" (read as the reap resolves). While your opponent's red
-- key is forged, it has elusive.
return {
	statics = {
		{
			grant = "elusive",
			self_only = true,
			condition = function(ctx)
				return ctx:rule("key_forged", ctx.opponent, "red")
			end,
		},
	},
	reap = function(ctx)
		if ctx:rule("key_forged", ctx.controller, "red") then
			ctx:steal(1)
		end
	end,
}
