-- Galatine, Sword of Sunlight: whenever you activate a Sword attack card, put a durability
-- counter on it. [Class Bonus] It gets +1 power for every three durability counters on it.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx.this:counter("durability") // 3
			end,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			self_only = true,
		},
	},
	triggers = {
		{
			on = "played",
			label = "you activated a Sword attack card: a durability counter",
			applies = function(ctx, event)
				local card = event.object
				return event.player == ctx.controller
					and card ~= nil
					and card:has_type("attack")
					and card:has_subtype("sword")
			end,
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "durability", 1)
			end,
		},
	},
}
