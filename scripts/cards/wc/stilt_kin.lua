-- Stilt-Kin (WC 014): Skirmish (data). After a Giant creature is played adjacent to
-- Stilt-Kin, ready and fight with Stilt-Kin (no enemy creature: it is only readied).
return {
	triggers = {
		{
			on = "played",
			label = "a Giant was played beside Stilt-Kin: ready it and fight",
			applies = function(ctx, event)
				local giant = event.object
				if giant == nil or not giant:is_valid() or not giant:has_type("creature") then
					return false
				end
				return giant:has_subtype("giant") and table.find(ctx.this:neighbors(), giant) ~= nil
			end,
			resolve = function(ctx)
				ctx:ready(ctx.this)
				ctx:use(ctx.this, "fight")
			end,
		},
	},
}
