-- Self-Bolstering Automata (WC 176): Destroyed: If you have any other creatures in play,
-- instead of destroying it, fully heal it, exhaust it and move it to a flank (its player
-- picks which). If you do (it was healed and exhausted), give it two +1 power counters.
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: healed, exhausted and moved to a flank instead",
			applies = function(ctx, event)
				return event.object == ctx.this
			end,
			resolve = function(ctx)
				local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
				if #others == 0 or not ctx:spare(ctx.this) then
					return
				end
				local healed = ctx.this:damage() > 0 and ctx:heal(ctx.this, ctx.this:damage())
				local exhausted = not ctx.this:is_rested() and ctx:rest(ctx.this)
				local flank = ctx:choose({
					prompt = "Move it to which flank?",
					options = { "left flank", "right flank" },
				})[1]
				ctx:reposition(ctx.this, flank == "left flank" and "top" or "bottom")
				if healed and exhausted then
					ctx:add_counter(ctx.this, "power", 2)
				end
			end,
		},
	},
}
