-- Book of Malefaction (MM 159), artifact: After your æmber is stolen, put a warrant counter
-- on it for each æmber stolen (the `gained` event's cause, "steal"). Omni: Remove a
-- warrant counter from it. If you do, purge a creature (either side).
return {
	triggers = {
		{
			on = "gained",
			label = "your æmber was stolen: warrant counters (Book of Malefaction)",
			applies = function(ctx, event)
				return event.cause == "steal"
					and event.counter == "amber"
					and event.player == ctx.controller
					and event.amount < 0
			end,
			resolve = function(ctx, event)
				ctx:add_counter(ctx.this, "warrant", -event.amount)
			end,
		},
	},
	omni = function(ctx)
		if ctx.this:counter("warrant") == 0 then
			return
		end
		ctx:add_counter(ctx.this, "warrant", -1)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Purge which creature?", objects = all })[1]
		if pick ~= nil then
			ctx:banish(pick)
		end
	end,
}
