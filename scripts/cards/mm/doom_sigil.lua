-- Doom Sigil (MM 277): Each creature gains poison. If there are no creatures in play,
-- destroy Doom Sigil: checked after a creature leaves play.
return {
	statics = {
		{
			grant = "poison",
			applies_to = function(_ctx, obj)
				return obj:has_type("creature")
			end,
		},
	},
	triggers = {
		{
			on = "moved",
			label = "no creatures are in play: destroy Doom Sigil",
			applies = function(ctx, event)
				return event.from == "battleline"
					and ctx:count({ zone = "battleline", controller = "any" }) == 0
			end,
			resolve = function(ctx)
				if ctx:count({ zone = "battleline", controller = "any" }) == 0 then
					ctx:destroy(ctx.this)
				end
			end,
		},
	},
}
