-- Cosmic Astroscope: REST: Glimpse 3. (Its class-bonus replacement of an opponent's
-- glimpse is printed only: glimpsing is not a change replacement effects see.)
return {
	activated = {
		glimpse = {
			resolve = function(ctx)
				ctx:glimpse(3)
			end,
		},
	},
}
