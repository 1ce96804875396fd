-- Arondight, Azure Blade: [Class Bonus] On Enter: you may banish any amount of cards with
-- floating memory from your graveyard; a refinement counter on it for each one banished.
-- It gets +2 power for each refinement counter on it.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return 2 * ctx.this:counter("refinement")
			end,
			self_only = true,
		},
	},
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: banish cards with floating memory for refinement counters (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local cards =
					ctx:objects({ zone = "graveyard", controller = "you", keyword = "floating_memory" })
				local picks = ctx:choose({
					prompt = "cards with floating memory to banish (a refinement counter each)",
					objects = cards,
					min = 0,
					max = #cards,
				})
				local banished = 0
				for _, card in ipairs(picks) do
					if ctx:banish(card) then
						banished = banished + 1
					end
				end
				if banished > 0 then
					ctx:add_counter(ctx.this, "refinement", banished)
				end
			end,
		},
	},
}
