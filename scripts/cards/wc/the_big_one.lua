-- The Big One (WC 050): After a creature is played (by either player), put a fuse counter
-- on The Big One. If it has 10 or more, destroy each creature and artifact (together,
-- The Big One included). The count is checked as each fuse is added.
return {
	triggers = {
		{
			on = "played",
			label = "a fuse counter on The Big One",
			applies = function(_ctx, event)
				return event.object ~= nil and event.object:has_type("creature")
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "fuse", 1)
				if ctx.this:counter("fuse") >= 10 then
					local doomed = ctx:objects({ zone = "battleline", controller = "any" })
					for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = "any" })) do
						table.insert(doomed, artifact)
					end
					ctx:destroy(doomed)
				end
			end,
		},
	},
}
