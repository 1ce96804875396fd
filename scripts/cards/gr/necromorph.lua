-- Necromorph (GR 231): Destroyed: If it has a non-Star Alliance neighbor, fully heal it and
-- destroy that neighbor instead (its player picks one of two).
return {
	triggers = {
		{
			on = "destroying",
			label = "Destroyed: a non-Star Alliance neighbor is destroyed instead",
			applies = function(ctx, event)
				return event.object == ctx.this
			end,
			resolve = function(ctx)
				local others = {}
				for _, neighbor in ipairs(ctx.this:neighbors()) do
					if not ctx:rule("of_house", neighbor, "staralliance") then
						table.insert(others, neighbor)
					end
				end
				local pick = ctx:choose({ prompt = "Destroy which neighbor instead?", objects = others })[1]
				if pick == nil or not ctx:spare(ctx.this) then
					return
				end
				if ctx.this:damage() > 0 then
					ctx:heal(ctx.this, ctx.this:damage())
				end
				ctx:destroy(pick)
			end,
		},
	},
}
