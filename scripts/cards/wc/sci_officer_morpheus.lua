-- Sci. Officer Morpheus (WC 318): After you play a creature with a play effect, trigger its
-- play effect an additional time (its own Play: ability, resolving again). Only while the
-- creature is still in play: one its first Play: put elsewhere (Crassosaurus purged) is a
-- new object, and its effect does not resolve again there.
return {
	triggers = {
		{
			on = "played",
			label = "a creature with a Play: effect played: it resolves again",
			applies = function(ctx, event)
				local card = event.object
				return card ~= nil
					and card ~= ctx.this
					and card:is_valid()
					and card:has_type("creature")
					and card:controller() == ctx.controller
					and card:has_ability("resolve")
			end,
			resolve = function(ctx, event)
				if event.object:is_valid() and event.object:zone() == "battleline" then
					ctx:ability_of(event.object, "resolve")
				end
			end,
		},
	},
}
