-- The Grim Reaper (WC A07): If you are haunted, it enters play ready (it has enters_ready
-- while it is played by a haunted player). Reap: Purge an enemy creature and a friendly
-- creature (itself, if it is the only one).
return {
	statics = {
		{
			grant = "enters_ready",
			from = { "stack" },
			reaches = { "stack" },
			applies_to = function(ctx, obj)
				return obj.id == ctx.this.id and ctx:rule("haunted", ctx.controller)
			end,
		},
	},
	reap = function(ctx)
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		local enemy = ctx:choose({ prompt = "Purge which enemy creature?", objects = theirs })[1]
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local friendly = ctx:choose({ prompt = "Purge which friendly creature?", objects = mine })[1]
		ctx:banish(enemy)
		ctx:banish(friendly)
	end,
}
