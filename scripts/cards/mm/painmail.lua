-- Painmail (MM 042), upgrade: This creature gains, "After any player chooses Dis as their
-- active house, put Painmail into its owner's archives and destroy this creature." A
-- Painmail no longer on its creature (gone with it, the other Painmail's ability having
-- destroyed it) does nothing.
return {
	triggers = {
		{
			on = "declared",
			label = "Dis was chosen: Painmail to its owner's archives, its creature destroyed",
			applies = function(ctx, event)
				return event.value == "dis" and ctx.this:attached_to() ~= nil
			end,
			resolve = function(ctx)
				local host = ctx.this:attached_to()
				if host == nil then
					return
				end
				ctx:move(ctx.this, "archives")
				ctx:destroy(host)
			end,
		},
	},
}
