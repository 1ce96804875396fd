-- Backup Copy (AoA 124), upgrade: Its creature gains "Destroyed: Put this creature on top
-- of its owner's deck." A Destroyed: ability given to the creature, resolving while it is
-- tagged (as Armageddon Cloak's); the destruction is over once it has left play.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: put this creature on top of its owner's deck (Backup Copy)",
			applies = function(ctx, event)
				return host(ctx, event.object)
			end,
			resolve = function(ctx, event)
				ctx:move(event.object, "deck", { position = "top" })
			end,
		},
	},
}
