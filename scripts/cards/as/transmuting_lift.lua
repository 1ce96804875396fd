-- Transmuting Lift (AS 287), upgrade: this creature gains "After Reap: you may move this
-- creature anywhere in its controller's battleline" (the active player picks where, or
-- leaves it).
return {
	grants = {
		reap = function(ctx)
			local go = ctx:choose({
				prompt = "Move this creature in its battleline?",
				options = { "move", "stay" },
			})[1]
			if go == "move" then
				ctx:rule("move_anywhere", ctx.this)
			end
		end,
	},
}
