-- Election (WoE 238), artifact: each creature, either side, gains "After Reap: put a Yea or
-- a Nay counter on Election" (RULE-GIVEN-USE-1; `ctx:giver()` is the Election whose ability it
-- is, the reaping creature's controller picks). At 6 Yea counters Election and each creature
-- are destroyed together; at 6 Nay counters each artifact is.
return {
	statics = {
		{
			gains = "reap",
			applies_to = function(_ctx, obj)
				return obj:has_type("creature")
			end,
		},
	},
	lasting_grants = {
		reap = function(ctx)
			local vote = ctx:choose({ prompt = "Vote on Election", options = { "yea", "nay" } })[1]
			ctx:add_counter(ctx:giver(), vote, 1)
		end,
	},
	triggers = {
		{
			on = "counter_added",
			own = true,
			label = "6 Yea: destroy Election and each creature",
			applies = function(ctx, event)
				return event.counter == "yea" and ctx.this:counter("yea") == 6
			end,
			resolve = function(ctx)
				local doomed = ctx:objects({ zone = "battleline", controller = "any" })
				table.insert(doomed, ctx.this)
				ctx:rule("destroy_each", doomed)
			end,
		},
		{
			on = "counter_added",
			own = true,
			label = "6 Nay: destroy each artifact",
			applies = function(ctx, event)
				return event.counter == "nay" and ctx.this:counter("nay") == 6
			end,
			resolve = function(ctx)
				ctx:rule("destroy_each", ctx:objects({ zone = "artifacts", controller = "any" }))
			end,
		},
	},
}
