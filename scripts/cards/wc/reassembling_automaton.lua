-- Reassembling Automaton (WC 158): Destroyed: If you have any other creatures in play,
-- instead of destroying Reassembling Automaton, fully heal it, exhaust it, and move it to a
-- flank (its player picks which).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: fully heal it, exhaust it and move it to a flank instead",
			resolve = function(ctx)
				local others = 0
				for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if c ~= ctx.this and not c:is_destroyed() then
						others = others + 1
					end
				end
				if others == 0 or not ctx:spare(ctx.this) then
					return
				end
				ctx:heal(ctx.this, ctx.this:damage())
				ctx:exhaust(ctx.this)
				ctx:rule("move_to_flank", ctx.this)
			end,
		},
	},
}
